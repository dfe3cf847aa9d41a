import { LEVEL_LISTS_OF, type LevelListKey } from '#domain/built-in-games';

/**
 * A Play It level form not added yet ('Add level') or not applied yet ('Update Level'). It is part
 * of the lesson's draft: kept in this browser with it, across reloads, game switches and a closed
 * Play It section.
 */
export interface PendingLevel {
  level: unknown;
  /** The index of the level being edited, null for a new level. */
  editing: number | null;
  /** Whether the form differs from the level it started from (a blank level, or the one edited). */
  unsaved: boolean;
}

export type PendingLevels = Readonly<Partial<Record<LevelListKey, PendingLevel>>>;

const LIST_KEYS: readonly string[] = Object.values(LEVEL_LISTS_OF);
const PREFIX = 'symbol-courses.lesson-levels.';
const keyOf = (lessonId: string) => `${PREFIX}${lessonId}`;

function isPending(value: unknown): value is PendingLevel {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const editing = entry.editing;
  return (
    typeof entry.level === 'object' &&
    entry.level !== null &&
    typeof entry.unsaved === 'boolean' &&
    (editing === null || (typeof editing === 'number' && Number.isInteger(editing) && editing >= 0))
  );
}

export function readPendingLevels(lessonId: string): PendingLevels {
  try {
    const raw = localStorage.getItem(keyOf(lessonId));
    const stored: unknown = raw ? JSON.parse(raw) : {};
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([key, entry]) => LIST_KEYS.includes(key) && isPending(entry)),
    ) as PendingLevels;
  } catch {
    return {};
  }
}

export function writePendingLevels(lessonId: string, pending: PendingLevels): void {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(keyOf(lessonId));
    else localStorage.setItem(keyOf(lessonId), JSON.stringify(pending));
  } catch (error) {
    console.warn('The level being edited could not be kept in this browser', error);
  }
}

/** The level lists holding a level form with changes not added or applied yet. */
export function unsavedLevelLists(pending: PendingLevels): LevelListKey[] {
  return (Object.keys(pending) as LevelListKey[]).filter((key) => pending[key]?.unsaved);
}

export function hasUnsavedLevels(lessonId: string): boolean {
  return unsavedLevelLists(readPendingLevels(lessonId)).length > 0;
}
