import { type KeyboardCoordinateGetter, KeyboardSensor, MouseSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useMemo } from 'react';
import { arrowStep } from '#features/games/shared/keyboard.ts';
import { TouchDragSensor } from './touch-drag-sensor.ts';

/** A pointer has to move this far before a press becomes a drag, so a tap still selects (tap-to-place). */
const DRAG_START_DISTANCE_PX = 6;

/**
 * Arrow keys move a picked-up item by ARROW_STEP_PX game pixels (Shift: FINE_ARROW_STEP_PX), that
 * many times `scale` on the screen. The step is smaller than the 48 game pixels a 256 px item has to
 * spare in the shrunk target, so arrow presses always reach a spot where the item counts as placed.
 */
export function moveByArrowKeys(scale: number): KeyboardCoordinateGetter {
  return (event, { currentCoordinates }) => {
    const step = arrowStep(event);
    if (!step) return undefined;
    return { x: currentCoordinates.x + step.x * scale, y: currentCoordinates.y + step.y * scale };
  };
}

/** Mouse, touch and keyboard dragging in a play area laid out `scale` screen pixels per game pixel. */
export function useDragSensors(scale: number) {
  const keyboard = useMemo(() => ({ coordinateGetter: moveByArrowKeys(scale) }), [scale]);
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(TouchDragSensor, { distance: DRAG_START_DISTANCE_PX }),
    useSensor(KeyboardSensor, keyboard),
  );
}
