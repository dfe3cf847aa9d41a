import { draggableName } from '#domain/level-rules';

/** The spoken name of a draggable, made from its id ('apple-2' → 'apple'); 'picture' when it has none. */
export function itemLabel(id: string): string {
  return draggableName(id) || 'picture';
}
