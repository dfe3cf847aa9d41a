import { reorderLessons } from './editor-rules.ts';

/** One drag of the list: the item moved onto the place of another. */
export interface Move {
  activeId: string;
  overId: string;
}

type Ordered = { _id: string; order: number };

/** What an author can choose when a move was refused because another author changed the order first. */
export interface OrderChoices<T extends Ordered> {
  theirs: T[];
  /** My whole order: items they removed are left out, items they added follow mine. */
  mine: T[];
  /** My one move, made on their order. */
  moved: T[];
}

export function orderChoices<T extends Ordered>(theirs: readonly T[], mine: readonly T[], move: Move): OrderChoices<T> {
  const has = (list: readonly T[], item: T) => list.some((other) => other._id === item._id);
  const kept = mine.filter((item) => has(theirs, item));
  const added = theirs.filter((item) => !has(mine, item));
  return {
    theirs: [...theirs],
    mine: [...kept, ...added].map((item, order) => ({ ...item, order })),
    moved: reorderLessons(theirs, move.activeId, move.overId),
  };
}
