/** One field where my save and theirs differ, and which of us changed it from what both started from. */
export interface FieldDiff {
  /** Where the field is inside its section: keys, and 0-based places in lists. Empty: the section is one field. */
  path: readonly (string | number)[];
  mine: unknown;
  theirs: unknown;
  changedBy: 'mine' | 'theirs' | 'both';
}

type Fields = Record<string | number, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const keysOf = (value: unknown): (string | number)[] => {
  if (Array.isArray(value)) return value.map((_, at) => at);
  return isFields(value) ? Object.keys(value) : [];
};

/**
 * The three-way diff, field by field, of what both authors started from (base), what I saved
 * (mine) and what is stored now (theirs): every field (a text, a link, a number) where mine and
 * theirs differ. A list or group present on one side only is opened up too, so each of its
 * fields stands on its own row beside an empty one.
 */
export function fieldDiffs(base: unknown, mine: unknown, theirs: unknown, path: FieldDiff['path'] = []): FieldDiff[] {
  if (same(mine, theirs)) return [];
  const opens = (value: unknown) => value === undefined || isFields(value);
  if ((isFields(mine) || isFields(theirs)) && opens(mine) && opens(theirs)) {
    const keys = [...new Set([...keysOf(base), ...keysOf(mine), ...keysOf(theirs)])];
    const at = (value: unknown, key: string | number) => (isFields(value) ? value[key] : undefined);
    return keys.flatMap((key) => fieldDiffs(at(base, key), at(mine, key), at(theirs, key), [...path, key]));
  }
  const mineChanged = !same(mine, base);
  const theirsChanged = !same(theirs, base);
  const changedBy = mineChanged && theirsChanged ? 'both' : mineChanged ? 'mine' : 'theirs';
  return [{ path, mine, theirs, changedBy }];
}

const WORDS: Record<string, string> = { url: 'URL' };

/** A field's name as an author reads it: ['videos', 0, 'url'] is 'Videos 1, URL'. */
export function fieldLabel(path: FieldDiff['path']): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') parts.push(`${parts.pop() ?? 'Item'} ${key + 1}`);
    else {
      const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      const named = WORDS[words] ?? words;
      parts.push(named.charAt(0).toUpperCase() + named.slice(1));
    }
  }
  return parts.join(', ');
}

/** How a field's value shows beside the other side's: a picture for an image file, else its text. */
export type FieldView = { kind: 'image'; src: string } | { kind: 'text'; text: string };

const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico)$/i;

export function fieldView(value: unknown): FieldView {
  if (value === undefined || value === null) return { kind: 'text', text: '(none)' };
  if (typeof value !== 'string') return { kind: 'text', text: String(value) };
  if (IMAGE_FILE.test(value.split(/[?#]/, 1)[0] ?? '')) return { kind: 'image', src: value };
  return { kind: 'text', text: value.trim() === '' ? '(empty)' : value };
}
