import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Lesson, LessonUpdate } from '#domain/lesson';
import { errorText } from '../../../api/http.ts';
import { createLesson, lessonKeys, updateLesson } from '../../../api/lessons.ts';
import { Button } from '../../../ui/button.tsx';
import { AlertBanner } from '../common/alert-banner.tsx';
import editor from '../common/editor.module.css';
import { FieldErrorsProvider, fieldErrorsOf } from '../common/field-errors.tsx';
import { TextAreaField, TextField } from '../common/fields.tsx';
import { MediaField } from '../common/media/media-field.tsx';
import { markSaved, useTrackUnsaved } from '../common/unsaved-store.ts';
import { LessonCardPreview } from './lesson-card-preview.tsx';
import styles from './lessons.module.css';

interface LessonFields {
  title: string;
  image: string;
  description: string;
}

/** Adds a lesson to the product ('Add New Lesson'), or edits a lesson's title, image and description. */
export function LessonForm({
  productId,
  lesson,
  onDone,
}: {
  productId: string;
  /** The lesson being edited; none to add a new one. */
  lesson: Lesson | null;
  onDone: (saved: Lesson | null) => void;
}) {
  const queryClient = useQueryClient();
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

  const submit = async () => {
    setChecked(true);
    if (!result.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = lesson
        ? await updateLesson(lesson._id, { ...fields, link: lesson.link, sections: lesson.sections })
        : await createLesson({ ...fields, productId });
      queryClient.setQueryData(lessonKeys.one(saved._id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lessonKeys.admin(productId) }),
        queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) }),
      ]);
      markSaved('lesson-form');
      onDone(saved);
    } catch (error) {
      console.error(lesson ? 'Error updating lesson' : 'Error creating lesson', error);
      setFailure(`The lesson was not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
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
        <LessonCardPreview {...fields} />
      </div>
    </section>
  );
}
