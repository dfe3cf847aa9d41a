import * as z from 'zod';
import './messages.ts';

/**
 * The version of a product, lesson or find-it card set that a save was based on. Every save raises
 * it; a save based on an older one is refused with 409 and an EditConflict, never silently wins.
 */
export const Version = z.number().int().min(1).max(2_147_483_647);

/**
 * What a save may carry besides its content: the version it was based on. Optional, as HTTP's
 * preconditions are (If-Match is the other one): the spec's plain payload has none and replaces
 * what is stored; the app's editors always send it.
 */
export const BasedOn = z.object({ version: Version.optional() });

/** What a 409 for a stale save answers besides its message: the current state and who made it. */
export interface EditConflict<T> {
  message: string;
  current: T;
  /** The name of the admin who saved last; null when unknown (e.g. their account was removed). */
  changedBy: string | null;
  /** When they saved (ISO time). */
  changedAt: string;
}

/** The name an admin is shown by to other authors: display name, else name, else email. */
export function authorName(user: { displayName: string; name: string; email: string }): string {
  return user.displayName.trim() || user.name.trim() || user.email;
}

/** Where each section of a merge comes from. */
export type SectionSource = 'same' | 'mine' | 'theirs' | 'both';

export interface SectionMerge<T> {
  merged: T;
  /** Per section: unchanged on both sides, changed by one side, or by both (then mine is taken). */
  sources: Record<string, SectionSource>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A three-way merge by section of what both authors started from (base), what I saved (mine) and
 * what is stored now (theirs): a section only one side changed is taken from that side; a section
 * both changed keeps mine (the author chose to merge from their side).
 */
export function mergeSections<T extends Record<string, unknown>>(
  base: T,
  mine: T,
  theirs: T,
  keys: readonly (keyof T & string)[],
): SectionMerge<T> {
  const merged = { ...theirs };
  const sources: Record<string, SectionSource> = {};
  for (const key of keys) {
    const mineChanged = !same(mine[key], base[key]);
    const theirsChanged = !same(theirs[key], base[key]);
    if (mineChanged) merged[key] = mine[key];
    if (same(mine[key], theirs[key])) sources[key] = 'same';
    else if (mineChanged) sources[key] = theirsChanged ? 'both' : 'mine';
    else sources[key] = 'theirs';
  }
  return { merged, sources };
}

/** Whether merging gives something other than keeping either side whole: each side has a section of its own. */
export function mergeDiffersFromBoth(sources: Record<string, SectionSource>): boolean {
  const values = Object.values(sources);
  return values.includes('theirs') && (values.includes('mine') || values.includes('both'));
}
