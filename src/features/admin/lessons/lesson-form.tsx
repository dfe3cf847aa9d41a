import { useEffect, useRef, useState } from 'react';
import { conflictOf, errorText } from '#api/http.ts';
import { useLessonWrites } from '#api/lessons.ts';
import {
  LESSON_PART_KEYS,
  type Lesson,
  type LessonParts,
  LessonUpdate,
  lessonOfParts,
  lessonParts,
} from '#domain/lesson';
import type { Product } from '#domain/product';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import { cardDraft } from '#features/admin/common/card-draft.ts';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider, fieldErrorsOf } from '#features/admin/common/field-errors.tsx';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { type SaveConflict, saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { LessonCard } from '#features/lessons/lesson-card.tsx';
import { markSaved, useTrackUnsaved } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import styles from './lessons.module.css';

/** What the form edits: the lesson's card. */
type LessonFields = Pick<LessonUpdate, 'title' | 'image' | 'description'>;

/** What the card preview shows for an empty title or description. */
const PLACEHOLDERS = { title: 'Lesson title', description: 'The lesson description shows here.' };

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
  const writes = useLessonWrites();
  const initial: LessonFields = lesson
    ? { title: lesson.title, image: lesson.image, description: lesson.description }
    : { title: '', image: '', description: '' };
  const [fields, setFields] = useState(initial);
  const [checked, setChecked] = useState(false);
  const panel = useRef<HTMLElement>(null);
  // The form opens below the lists: bring it into view and put the cursor in its first field.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const result = LessonUpdate.safeParse(fields);
  const errors = fieldErrorsOf(result);
  const shown = checked ? errors : new Map([...errors].filter(([path]) => path !== 'title' || fields.title !== ''));
  useTrackUnsaved('lesson-form', JSON.stringify(fields) !== JSON.stringify(initial));

  const [conflict, setConflict] = useState<SaveConflict<Lesson, LessonParts> | null>(null);

  /** Saves the lesson made of these parts over the given version, or creates a new one. */
  const send = async (parts: LessonParts | null, version: number) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved =
        lesson && parts
          ? await writes.update(lesson._id, { ...lessonOfParts(parts), version })
          : await writes.create({ ...fields, productId: product._id });
      setConflict(null);
      markSaved('lesson-form');
      onDone(saved);
    } catch (error) {
      console.error(lesson ? 'Error updating lesson' : 'Error creating lesson', error);
      const refused = conflictOf<Lesson>(error);
      if (lesson && parts && refused) {
        setConflict(
          saveConflictOf(refused, lessonParts(lesson), parts, lessonParts(refused.current), LESSON_PART_KEYS),
        );
      } else setFailure(`The lesson was not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setChecked(true);
    if (!result.success) return;
    const mine = lesson ? lessonParts({ ...lesson, ...result.data, sections: lesson.sections }) : null;
    await send(mine, lesson?.version ?? 0);
  };

  const heading = lesson ? `Edit lesson: ${lesson.title}` : 'Add New Lesson';
  return (
    <section ref={panel} className={styles.formPanel} aria-label={heading}>
      <h3 className={styles.formTitle}>{heading}</h3>
      <div className={styles.formLayout}>
        <form className={editor.stack} onSubmit={(event) => event.preventDefault()} noValidate>
          <FieldErrorsProvider errors={shown}>
            <div className={editor.grid2}>
              <TextField
                label="Lesson title"
                value={fields.title}
                path="title"
                onChange={(title) => setFields({ ...fields, title })}
              />
              <MediaField
                label="Lesson image URL"
                kinds={['image']}
                value={fields.image}
                path="image"
                onChange={(image) => setFields({ ...fields, image })}
              />
            </div>
            <TextAreaField
              label="Lesson description"
              value={fields.description}
              path="description"
              onChange={(description) => setFields({ ...fields, description })}
            />
          </FieldErrorsProvider>
          <AlertBanner message={failure} onDismiss={() => setFailure(null)} />
          <div className={editor.actions}>
            <Button onClick={submit} disabled={busy}>
              {lesson ? 'Save Changes' : 'Add Lesson'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                markSaved('lesson-form');
                onDone(null);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </div>
        </form>
        <article aria-label="Lesson card preview">
          <LessonCard lesson={cardDraft(fields, PLACEHOLDERS)} caption={product.title} preview />
        </article>
      </div>
      <SectionConflictDialog
        conflict={conflict}
        what="this lesson"
        busy={busy}
        parts={[{ key: 'card', label: 'Lesson card' }]}
        onTheirs={() => {
          if (conflict) void writes.stored(conflict.conflict.current);
          setConflict(null);
          markSaved('lesson-form');
          onDone(null);
        }}
        onMine={() => conflict && send(conflict.mine, conflict.conflict.current.version)}
        onMerge={() => conflict && send(conflict.merged, conflict.conflict.current.version)}
        onClose={() => setConflict(null)}
      />
    </section>
  );
}
