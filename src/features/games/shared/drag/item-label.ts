/**
 * The spoken name of a draggable, made from its id: authors' ids are words plus a hyphen and an
 * index ('apple-2' → 'apple').
 */
export function itemLabel(id: string): string {
  const words = id
    .replace(/[-_]\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words || 'picture';
}
