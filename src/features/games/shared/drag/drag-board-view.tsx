import { type Announcements, DndContext, type Modifier, useDraggable } from '@dnd-kit/core';
import { type ReactNode, useMemo, useRef } from 'react';
import { type PlayItem, DRAGGABLE_SIZE as SIZE } from '#domain/games/drag-board';
import type { Point, Rect } from '#domain/games/geometry';
import { useGameScale } from '#features/games/shared/game-scale.ts';
import styles from './drag.module.css';
import { useDragSensors } from './drag-sensors.ts';
import { itemLabel } from './item-label.ts';

export interface DragBoardViewProps {
  area: Rect;
  /** In paint order (last on top), as the game's state keeps them. */
  items: readonly PlayItem[];
  /** The level's item ids in their authored order: the order of the items on the page and for Tab. */
  order: readonly string[];
  selectedId?: string | null;
  /** Items marked as wrong where they are (the invert game's items still inside after a wrong answer). */
  markedIds?: readonly string[];
  /** Tap-to-place: tapping an item selects it (again: deselects). Without it taps do nothing. */
  onSelect?: (itemId: string) => void;
  onDragStart: (itemId: string) => void;
  onDrop: (itemId: string, position: Point) => void;
  onDragCancel: () => void;
  /** What lies under the items: the target(s). */
  children?: ReactNode;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${itemLabel(String(active.id))}. Move it with the arrow keys, then press Space or Enter to put it down, or Escape to cancel.`,
  onDragOver: () => undefined,
  onDragEnd: ({ active }) => `${itemLabel(String(active.id))} put down.`,
  onDragCancel: ({ active }) => `${itemLabel(String(active.id))} went back where it was.`,
};

const INSTRUCTIONS = {
  draggable:
    'Press Space or Enter to pick up the picture, move it with the arrow keys and press Space or Enter to put it down. Escape cancels.',
};

function DraggablePicture({
  item,
  zIndex,
  selected,
  marked,
  scale,
  onTap,
}: {
  item: PlayItem;
  zIndex: number;
  selected: boolean;
  marked: boolean;
  scale: number;
  onTap: (() => void) | undefined;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: item.id,
    disabled: !item.draggable,
  });
  const label = itemLabel(item.id);
  const style = {
    left: item.position.x * scale,
    top: item.position.y * scale,
    width: SIZE.width * scale,
    height: SIZE.height * scale,
    zIndex: isDragging ? 1000 : zIndex,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  };
  if (!item.draggable) {
    return (
      <div className={`${styles.item} ${styles.fixed}`} style={style}>
        <img src={item.url} alt={label} draggable={false} />
      </div>
    );
  }
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={`${styles.item} ${isDragging ? styles.dragging : ''} ${selected ? styles.selected : ''} ${marked ? styles.marked : ''}`}
      style={style}
      aria-label={label}
      aria-pressed={onTap ? selected : undefined}
      data-item-id={item.id}
      data-marked={marked || undefined}
      onClick={onTap}
    >
      <img src={item.url} alt="" draggable={false} />
    </button>
  );
}

/**
 * The items of a drag-and-drop game on top of its target(s), draggable by mouse, touch and keyboard
 * (@dnd-kit). While dragging, an item follows the pointer inside the play area; the game's state
 * only learns where it was put down. Items are laid out at the play area's scale, so @dnd-kit
 * measures and moves them in screen pixels; a drop turns the move back into game pixels.
 */
export function DragBoardView({
  area,
  items,
  order,
  selectedId = null,
  markedIds = [],
  onSelect,
  onDragStart,
  onDrop,
  onDragCancel,
  children,
}: DragBoardViewProps) {
  const scale = useGameScale();
  const sensors = useDragSensors(scale);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const areaRef = useRef(area);
  areaRef.current = area;
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  /** A mouse drag ends in a click on the item; that click is not a tap. */
  const justDropped = useRef<string | null>(null);

  const keepInArea = useMemo<Modifier>(
    () =>
      ({ transform, active }) => {
        const item = active ? itemsRef.current.find((candidate) => candidate.id === active.id) : undefined;
        if (!item) return transform;
        const bounds = areaRef.current;
        const screen = scaleRef.current;
        return {
          ...transform,
          x: clamp(
            transform.x,
            (bounds.x - item.position.x) * screen,
            (bounds.x + bounds.width - SIZE.width - item.position.x) * screen,
          ),
          y: clamp(
            transform.y,
            (bounds.y - item.position.y) * screen,
            (bounds.y + bounds.height - SIZE.height - item.position.y) * screen,
          ),
        };
      },
    [],
  );

  const paintIndex = new Map(items.map((item, index) => [item.id, index + 1] as const));
  const byId = new Map(items.map((item) => [item.id, item] as const));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);

  const markDropped = (itemId: string) => {
    justDropped.current = itemId;
    window.setTimeout(() => {
      justDropped.current = null;
    });
  };

  return (
    <DndContext
      sensors={sensors}
      modifiers={[keepInArea]}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={({ active }) => onDragStart(String(active.id))}
      onDragEnd={({ active, delta }) => {
        const itemId = String(active.id);
        const item = itemsRef.current.find((candidate) => candidate.id === itemId);
        markDropped(itemId);
        if (item) onDrop(itemId, { x: item.position.x + delta.x / scale, y: item.position.y + delta.y / scale });
      }}
      onDragCancel={({ active }) => {
        markDropped(String(active.id));
        onDragCancel();
      }}
    >
      {children}
      {ordered.map((item) => (
        <DraggablePicture
          key={item.id}
          item={item}
          zIndex={paintIndex.get(item.id) ?? 1}
          selected={selectedId === item.id}
          marked={markedIds.includes(item.id)}
          scale={scale}
          onTap={
            onSelect &&
            (() => {
              if (justDropped.current === item.id) return;
              onSelect(item.id);
            })
          }
        />
      ))}
    </DndContext>
  );
}
