import { type KeyboardCoordinateGetter, KeyboardSensor, MouseSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrowStep } from '../keyboard.ts';
import { TouchDragSensor } from './touch-drag-sensor.ts';

/** A pointer has to move this far before a press becomes a drag, so a tap still selects (tap-to-place). */
const DRAG_START_DISTANCE_PX = 6;

/**
 * Arrow keys move a picked-up item by ARROW_STEP_PX (Shift: FINE_ARROW_STEP_PX). The step is smaller
 * than the 48 px a 256 px item has to spare in the shrunk target, so arrow presses always reach a
 * spot where the item counts as placed.
 */
export const moveByArrowKeys: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = arrowStep(event);
  if (!step) return undefined;
  return { x: currentCoordinates.x + step.x, y: currentCoordinates.y + step.y };
};

/** Mouse, touch and keyboard dragging. */
export function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(TouchDragSensor, { distance: DRAG_START_DISTANCE_PX }),
    useSensor(KeyboardSensor, { coordinateGetter: moveByArrowKeys }),
  );
}
