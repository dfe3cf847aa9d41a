import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { adminLessonsQuery, useDeleteLesson } from '#api/lessons.ts';
import type { Lesson } from '#domain/lesson';
import type { Product } from '#domain/product';
import { hasDraft, removeDraft } from '#features/admin/content/draft-storage.ts';
import { hasUnsavedLevels, writePendingLevels } from '#features/admin/content/pending-levels.ts';
import { useUnsavedStore } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { LessonForm } from './lesson-form.tsx';
import { LessonList } from './lesson-list.tsx';
import styles from './lessons.module.css';
import { OrderConflictDialog } from './order-conflict-dialog.tsx';
import { useLessonOrder } from './use-lesson-order.ts';

type FormState = { lesson: Lesson | null } | null;

/** The selected product's lessons: the reorderable list, the lesson form and lesson deletion. */
export function LessonsPanel({
  product,
  selectedLessonId,
  onSelectLesson,
}: {
  product: Product;
  selectedLessonId: string | undefined;
  onSelectLesson: (lessonId: string | undefined) => void;
}) {
  const deleteLesson = useDeleteLesson();
  const lessons = useQuery(adminLessonsQuery(product._id));
  const order = useLessonOrder(product._id);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const contentDirty = useUnsavedStore((state) => 'lesson-content' in state.editors);

  const remove = async (lesson: Lesson) => {
    setDeleting(null);
    try {
      await deleteLesson.mutateAsync(lesson);
      removeDraft(lesson._id);
      writePendingLevels(lesson._id, {});
      if (lesson._id === selectedLessonId) onSelectLesson(undefined);
      if (form?.lesson?._id === lesson._id) setForm(null);
    } catch (error) {
      console.error('Error deleting lesson', error);
    }
  };

  let body: ReactNode;
  if (lessons.isPending) {
    body = (
      <div className={styles.list}>
        <Skeletons count={4} className={styles.tileSkeleton} />
      </div>
    );
  } else if (lessons.isError) {
    body = (
      <ErrorMessage error={lessons.error} title="The lessons could not be loaded." onRetry={() => lessons.refetch()} />
    );
  } else if (lessons.data.length === 0) {
    body = <p className={styles.empty}>No lessons available. Add a lesson to get started.</p>;
  } else {
    body = (
      <LessonList
        lessons={lessons.data}
        selectedId={selectedLessonId}
        hasDraft={(id) => (id === selectedLessonId ? contentDirty : hasDraft(id) || hasUnsavedLevels(id))}
        onSelect={(lesson) => onSelectLesson(lesson._id)}
        onEdit={(lesson) => setForm({ lesson })}
        onDelete={setDeleting}
        onReorder={order.reorder}
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="lessons-title">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="lessons-title" className={styles.panelTitle}>
            Lessons of {product.title}
          </h2>
          <p className={styles.hint}>Drag and drop lessons to reorder them</p>
        </div>
        <Button onClick={() => setForm({ lesson: null })}>+ Add New Lesson</Button>
      </div>
      {body}
      <OrderConflictDialog conflict={order.conflict} onChoose={order.choose} onClose={order.decideLater} />
      {form && (
        <LessonForm
          key={form.lesson?._id ?? 'new'}
          product={product}
          lesson={form.lesson}
          onDone={(saved) => {
            setForm(null);
            if (saved && !form.lesson) onSelectLesson(saved._id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this lesson?"
        onYes={() => deleting && remove(deleting)}
        onNo={() => setDeleting(null)}
      />
    </section>
  );
}
