import { type Lesson, Sections } from '#domain/lesson';

/**
 * A lesson's unsaved content, kept in this browser (localStorage) until it is saved or
 * discarded, so a reload or a closed tab loses nothing.
 */
export interface StoredDraft {
  sections: Sections;
  /** When the draft was last changed (ISO time). */
  changedAt: string;
  /** The lesson as it was when editing began: its save is based on that version. Absent in older drafts. */
  basedOn?: Lesson | undefined;
}

const PREFIX = 'symbol-courses.lesson-draft.';
const keyOf = (lessonId: string) => `${PREFIX}${lessonId}`;

export function readDraft(lessonId: string): StoredDraft | undefined {
  try {
    const raw = localStorage.getItem(keyOf(lessonId));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { sections?: unknown; changedAt?: unknown; basedOn?: Lesson };
    if (typeof stored.changedAt !== 'string' || typeof stored.sections !== 'object' || stored.sections === null) {
      return undefined;
    }
    // A draft may hold a value the schema refuses (the author was still typing): keep it as it was.
    const parsed = Sections.safeParse(stored.sections);
    const sections = parsed.success ? parsed.data : (stored.sections as Sections);
    const basedOn = typeof stored.basedOn?.version === 'number' ? stored.basedOn : undefined;
    return { sections, changedAt: stored.changedAt, basedOn };
  } catch {
    return undefined;
  }
}

export function writeDraft(lessonId: string, sections: Sections, basedOn: Lesson): void {
  try {
    localStorage.setItem(keyOf(lessonId), JSON.stringify({ sections, changedAt: new Date().toISOString(), basedOn }));
  } catch (error) {
    console.warn('The lesson draft could not be kept in this browser', error);
  }
}

export function removeDraft(lessonId: string): void {
  try {
    localStorage.removeItem(keyOf(lessonId));
  } catch {
    // nothing kept
  }
}

export function hasDraft(lessonId: string): boolean {
  try {
    return localStorage.getItem(keyOf(lessonId)) !== null;
  } catch {
    return false;
  }
}
