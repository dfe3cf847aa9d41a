import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Lesson, Sections } from '#domain/lesson';
import { errorText } from '../../../api/http.ts';
import { lessonKeys, updateLesson } from '../../../api/lessons.ts';
import { type FieldErrors, fieldErrorsOf } from '../common/field-errors.tsx';
import { readDraft, removeDraft, writeDraft } from './draft-storage.ts';

/** The sections as stored on the server, with every default filled in. */
function sectionsOf(lesson: Lesson): Sections {
  const parsed = Sections.safeParse(lesson.sections);
  return parsed.success ? parsed.data : lesson.sections;
}

const same = (a: Sections, b: Sections) => JSON.stringify(a) === JSON.stringify(b);

export type SaveResult = { ok: true } | { ok: false; message: string };

export interface LessonDraft {
  draft: Sections;
  update: (patch: Partial<Sections>) => void;
  dirty: boolean;
  /** When a draft kept in this browser was restored on opening, the time it was last changed. */
  restoredFrom: string | null;
  errors: FieldErrors;
  saving: boolean;
  save: () => Promise<SaveResult>;
  discard: () => void;
}

/**
 * The content editor's local draft of one lesson: edits change only the draft, which is kept in
 * this browser until Save sends it (PUT /lessons/{id}) or the author discards it.
 */
export function useLessonDraft(lesson: Lesson): LessonDraft {
  const queryClient = useQueryClient();
  const base = useMemo(() => sectionsOf(lesson), [lesson]);
  const [state, setState] = useState(() => {
    const stored = readDraft(lesson._id);
    if (!stored || same(stored.sections, base)) return { draft: base, restoredFrom: null };
    return { draft: stored.sections, restoredFrom: stored.changedAt };
  });
  const [saving, setSaving] = useState(false);
  // A newer answer of the server (after a saved copy of this device was shown first) replaces an
  // untouched draft; a draft with edits stays as it is.
  const [shownBase, setShownBase] = useState(base);
  if (shownBase !== base) {
    setShownBase(base);
    if (same(state.draft, shownBase)) setState({ draft: base, restoredFrom: null });
  }
  const dirty = !same(state.draft, base);

  useEffect(() => {
    if (dirty) writeDraft(lesson._id, state.draft);
    else removeDraft(lesson._id);
  }, [dirty, state.draft, lesson._id]);

  const errors = useMemo(() => fieldErrorsOf(Sections.safeParse(state.draft)), [state.draft]);

  const save = async (): Promise<SaveResult> => {
    const checked = Sections.safeParse(state.draft);
    if (!checked.success) {
      return { ok: false, message: 'Some fields need fixing first: they are marked in red.' };
    }
    setSaving(true);
    try {
      const saved = await updateLesson(lesson._id, {
        title: lesson.title,
        image: lesson.image,
        description: lesson.description,
        link: lesson.link,
        sections: checked.data,
      });
      removeDraft(lesson._id);
      queryClient.setQueryData(lessonKeys.one(lesson._id), saved);
      setState({ draft: sectionsOf(saved), restoredFrom: null });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lessonKeys.admin(lesson.productId) }),
        queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(lesson.productId) }),
      ]);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    } finally {
      setSaving(false);
    }
  };

  return {
    draft: state.draft,
    update: (patch) => setState((current) => ({ ...current, draft: { ...current.draft, ...patch } })),
    dirty,
    restoredFrom: state.restoredFrom,
    errors,
    saving,
    save,
    discard: () => {
      removeDraft(lesson._id);
      setState({ draft: base, restoredFrom: null });
    },
  };
}
