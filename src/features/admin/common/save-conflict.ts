import { type FieldDiff, fieldDiffs } from '#domain/edit-diff';
import { type EditConflict, mergeDiffersFromBoth, mergeSections, type SectionSource } from '#domain/edit-version';

/** A save refused because another author saved first: mine, the merge by section, and where each section comes from. */
export interface SaveConflict<T, Parts> {
  conflict: EditConflict<T>;
  mine: Parts;
  merged: Parts;
  sources: Record<string, SectionSource>;
  /** For each section both changed: the fields where their version and mine differ. */
  fields: Record<string, FieldDiff[]>;
  /** Whether merging differs from keeping either side whole. */
  mergeable: boolean;
}

export function saveConflictOf<T, Parts extends Record<string, unknown>>(
  conflict: EditConflict<T>,
  base: Parts,
  mine: Parts,
  theirs: Parts,
  keys: readonly (keyof Parts & string)[],
): SaveConflict<T, Parts> {
  const { merged, sources } = mergeSections(base, mine, theirs, keys);
  const fields = Object.fromEntries(
    keys.filter((key) => sources[key] === 'both').map((key) => [key, fieldDiffs(base[key], mine[key], theirs[key])]),
  );
  return { conflict, mine, merged, sources, fields, mergeable: mergeDiffersFromBoth(sources) };
}
