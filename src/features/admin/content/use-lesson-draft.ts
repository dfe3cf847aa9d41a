import { useEffect, useMemo, useState } from 'react';
import { conflictOf, errorText } from '#api/http.ts';
import { type LessonSave, useLessonCache, useSaveLesson } from '#api/lessons.ts';
import { LESSON_PART_KEYS, type Lesson, type LessonParts, lessonOfParts, lessonParts, Sections } from '#domain/lesson';
import { type FieldErrors, fieldErrorsOf } from '#features/admin/common/field-errors.tsx';
import { type SaveConflict, saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { type SaveResult, useSave } from '#features/admin/common/use-save-form.ts';
import { readDraft, removeDraft, writeDraft } from './draft-storage.ts';

/** The sections as stored on the server, with every default filled in. */
function sectionsOf(lesson: Lesson): Sections {
  const parsed = Sections.safeParse(lesson.sections);
  return parsed.success ? parsed.data : lesson.sections;
}

const same = (a: Sections, b: Sections) => JSON.stringify(a) === JSON.stringify(b);

/** A save refused because another author saved first, and the merge by section it would make. */
export type LessonConflict = SaveConflict<Lesson, LessonParts>;

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
  conflict: LessonConflict | null;
  keepTheirs: () => void;
  keepMine: () => Promise<SaveResult>;
  merge: () => Promise<SaveResult>;
  /** Close the conflict without choosing: the draft stays unsaved. */
  decideLater: () => void;
}

/**
 * The content editor's local draft of one lesson: edits change only the draft, which is kept in
 * this browser until Save sends it (PUT /lessons/{id}, with the version it was based on) or the
 * author discards it. A save refused because another author saved first opens a conflict.
 */
export function useLessonDraft(lesson: Lesson): LessonDraft {
  const cache = useLessonCache();
  // The lesson the draft was made from: its save is based on that version, whatever the server has now.
  const [state, setState] = useState<{ draft: Sections; restoredFrom: string | null; basedOn: Lesson }>(() => {
    const stored = readDraft(lesson._id);
    if (!stored || same(stored.sections, sectionsOf(lesson))) {
      return { draft: sectionsOf(lesson), restoredFrom: null, basedOn: lesson };
    }
    return { draft: stored.sections, restoredFrom: stored.changedAt, basedOn: stored.basedOn ?? lesson };
  });
  const basedOn = state.basedOn;
  const base = useMemo(() => sectionsOf(basedOn), [basedOn]);
  const dirty = !same(state.draft, base);

  // A newer lesson from the server (a refetch) replaces a clean draft; a draft with changes keeps its base.
  useEffect(() => {
    setState((current) =>
      current.basedOn === lesson || !same(current.draft, sectionsOf(current.basedOn))
        ? current
        : { draft: sectionsOf(lesson), restoredFrom: null, basedOn: lesson },
    );
  }, [lesson]);

  useEffect(() => {
    if (dirty) writeDraft(basedOn._id, state.draft, basedOn);
    else removeDraft(basedOn._id);
  }, [dirty, state.draft, basedOn]);

  const errors = useMemo(() => fieldErrorsOf(Sections.safeParse(state.draft)), [state.draft]);

  /** Shows a lesson as the one stored now: the editor's base, with the draft set to it. */
  const adopt = (stored: Lesson) => {
    removeDraft(stored._id);
    setState({ draft: sectionsOf(stored), restoredFrom: null, basedOn: stored });
  };

  const saves = useSave({
    mutation: useSaveLesson(),
    failure: errorText,
    conflictOf: (error, sent: LessonSave): LessonConflict | undefined => {
      const refused = conflictOf<Lesson>(error);
      if (!refused || sent.id === undefined) return undefined;
      const theirs = lessonParts({ ...refused.current, sections: sectionsOf(refused.current) });
      const based = lessonParts({ ...basedOn, sections: base });
      return saveConflictOf(refused, based, lessonParts(sent.lesson), theirs, LESSON_PART_KEYS);
    },
    onSaved: adopt,
  });
  const conflict = saves.conflict;
  /** Saves the lesson made of these parts over the given version. */
  const send = (parts: LessonParts, version: number) =>
    saves.send({ id: lesson._id, lesson: { ...lessonOfParts(parts), version } });

  const mine = (sections: Sections): LessonParts => lessonParts({ ...basedOn, sections });

  const save = async (): Promise<SaveResult> => {
    const checked = Sections.safeParse(state.draft);
    if (!checked.success) {
      return { ok: false, message: 'Some fields need fixing first: they are marked in red.' };
    }
    return send(mine(checked.data), basedOn.version);
  };

  return {
    draft: state.draft,
    update: (patch) => setState((current) => ({ ...current, draft: { ...current.draft, ...patch } })),
    dirty,
    restoredFrom: state.restoredFrom,
    errors,
    saving: saves.pending,
    save,
    discard: () => {
      removeDraft(lesson._id);
      setState({ draft: sectionsOf(lesson), restoredFrom: null, basedOn: lesson });
    },
    conflict,
    keepTheirs: () => {
      if (!conflict) return;
      adopt(conflict.conflict.current);
      void cache.stored(conflict.conflict.current);
      saves.closeConflict();
    },
    keepMine: async () => {
      if (!conflict) return { ok: false, message: 'Nothing to save.' };
      return send(mine(state.draft), conflict.conflict.current.version);
    },
    merge: async () => {
      if (!conflict) return { ok: false, message: 'Nothing to save.' };
      return send(conflict.merged, conflict.conflict.current.version);
    },
    decideLater: saves.closeConflict,
  };
}
