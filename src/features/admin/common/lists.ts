/** Immutable list edits used by the editors. */

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((existing, position) => (position === index ? item : existing));
}

export function patchAt<T extends object>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((existing, position) => (position === index ? { ...existing, ...patch } : existing));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}
