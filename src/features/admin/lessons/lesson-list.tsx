import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import type { Lesson } from '#domain/lesson';
import { sortAnnouncements, sortInstructions } from '#features/admin/common/sort-announcements.ts';
import { LessonTile } from './lesson-tile.tsx';
import styles from './lessons.module.css';

/** The product's lessons in a horizontal row, reordered by drag and drop (mouse, touch or keyboard). */
export function LessonList({
  lessons,
  selectedId,
  hasDraft,
  onSelect,
  onEdit,
  onDelete,
  onReorder,
}: {
  lessons: readonly Lesson[];
  selectedId: string | undefined;
  hasDraft: (lessonId: string) => boolean;
  onSelect: (lesson: Lesson) => void;
  onEdit: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => void;
  onReorder: (activeId: string, overId: string) => void;
}) {
  const dragging = useRef(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A click that ends a drag is not a selection: clicks are ignored until the drag has settled.
  const settle = () => {
    setTimeout(() => {
      dragging.current = false;
    }, 0);
  };
  const end = ({ active, over }: DragEndEvent) => {
    settle();
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: sortAnnouncements(lessons.map((lesson) => ({ id: lesson._id, name: lesson.title }))),
        screenReaderInstructions: sortInstructions('a lesson'),
      }}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragEnd={end}
      onDragCancel={settle}
    >
      <SortableContext items={lessons.map((lesson) => lesson._id)} strategy={horizontalListSortingStrategy}>
        <ol className={styles.list} aria-label="Lessons">
          {lessons.map((lesson, index) => (
            <LessonTile
              key={lesson._id}
              lesson={lesson}
              position={index + 1}
              selected={lesson._id === selectedId}
              draft={hasDraft(lesson._id)}
              onSelect={() => {
                if (!dragging.current) onSelect(lesson);
              }}
              onEdit={() => {
                if (!dragging.current) onEdit(lesson);
              }}
              onDelete={() => {
                if (!dragging.current) onDelete(lesson);
              }}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
