import { useEffect, useRef } from 'react';
import { conflictOf, errorText } from '#api/http.ts';
import { type LessonSave, useLessonCache, useSaveLesson } from '#api/lessons.ts';
import {
  LESSON_PART_KEYS,
  type Lesson,
  type LessonParts,
  LessonUpdate,
  lessonOfParts,
  lessonParts,
} from '#domain/lesson';
import type { Product } from '#domain/product';
import { cardDraft } from '#features/admin/common/card-draft.ts';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider } from '#features/admin/common/field-errors.tsx';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { useSaveForm } from '#features/admin/common/use-save-form.ts';
import { LessonCard } from '#features/lessons/lesson-card.tsx';
import styles from './lessons.module.css';

/** What the form edits: the lesson's card. */
type LessonFields = Pick<LessonUpdate, 'title' | 'image' | 'description'>;

/** What the card preview shows for an empty title or description. */
const PLACEHOLDERS = { title: 'Lesson title', description: 'The lesson description shows here.' };

/** The save of a stored lesson made of these parts, over the given version. */
const saveOf = (id: string, parts: LessonParts, version: number): LessonSave => ({
  id,
  lesson: { ...lessonOfParts(parts), version },
});

/** Adds a lesson to the product ('Add New Lesson'), or edits a lesson's title, image and description. */
export function LessonForm({
  product,
  lesson,
  onDone,
}: {
  /** The course the lesson is of: its title is the caption of the lesson's card. */
  product: Pick<Product, '_id' | 'title'>;
  /** The lesson being edited; none to add a new one. */
  lesson: Lesson | null;
  onDone: (saved: Lesson | null) => void;
}) {
  const cache = useLessonCache();
  const initial: LessonFields = lesson
    ? { title: lesson.title, image: lesson.image, description: lesson.description }
    : { title: '', image: '', description: '' };
  const form = useSaveForm({
    initial,
    check: (fields) => LessonUpdate.safeParse(fields),
    quietWhenEmpty: ['title'],
    unsaved: 'lesson-form',
    mutation: useSaveLesson(),
    sent: (valid, fields): LessonSave =>
      lesson
        ? saveOf(lesson._id, lessonParts({ ...lesson, ...valid, sections: lesson.sections }), lesson.version)
        : { lesson: { ...fields, productId: product._id } },
    failure: (error) => `The lesson was not saved: ${errorText(error)}`,
    conflictOf: (error, sent) => {
      const refused = conflictOf<Lesson>(error);
      return lesson && sent.id !== undefined && refused
        ? saveConflictOf(
            refused,
            lessonParts(lesson),
            lessonParts(sent.lesson),
            lessonParts(refused.current),
            LESSON_PART_KEYS,
          )
        : undefined;
    },
    onSaved: onDone,
  });
  const { fields, set } = form;
  const panel = useRef<HTMLElement>(null);
  // The form opens below the lists: bring it into view and put the cursor in its first field.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);
  /** Saves my parts of the lesson over the version of theirs. */
  const resend = (parts: LessonParts, version: number) => lesson && form.send(saveOf(lesson._id, parts, version));

  const heading = lesson ? `Edit lesson: ${lesson.title}` : 'Add New Lesson';
  return (
    <section ref={panel} className={styles.formPanel} aria-label={heading}>
      <h3 className={styles.formTitle}>{heading}</h3>
      <div className={styles.formLayout}>
        <form className={editor.stack} onSubmit={(event) => event.preventDefault()} noValidate>
          <FieldErrorsProvider errors={form.errors}>
            <div className={editor.grid2}>
              <TextField label="Lesson title" value={fields.title} path="title" onChange={(title) => set({ title })} />
              <MediaField
                label="Lesson image URL"
                kinds={['image']}
                value={fields.image}
                path="image"
                onChange={(image) => set({ image })}
              />
            </div>
            <TextAreaField
              label="Lesson description"
              value={fields.description}
              path="description"
              onChange={(description) => set({ description })}
            />
          </FieldErrorsProvider>
          <FormFooter
            form={form}
            label={lesson ? 'Save Changes' : 'Add Lesson'}
            onSave={form.submit}
            onCancel={() => {
              form.leave();
              onDone(null);
            }}
          />
        </form>
        <article aria-label="Lesson card preview">
          <LessonCard lesson={cardDraft(fields, PLACEHOLDERS)} caption={product.title} preview />
        </article>
      </div>
      <SectionConflictDialog
        conflict={form.conflict}
        what="this lesson"
        busy={form.pending}
        parts={[{ key: 'card', label: 'Lesson card' }]}
        onTheirs={() => {
          if (form.conflict) void cache.stored(form.conflict.conflict.current);
          form.closeConflict();
          form.leave();
          onDone(null);
        }}
        onMine={() => form.conflict && resend(form.conflict.mine, form.conflict.conflict.current.version)}
        onMerge={() => form.conflict && resend(form.conflict.merged, form.conflict.conflict.current.version)}
        onClose={form.closeConflict}
      />
    </section>
  );
}
