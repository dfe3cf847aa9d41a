import type { NewFindItCard, NumberedCard } from '#domain/editor-rules';
import type { FindItCardSet } from '#domain/findit';

/**
 * The Find It cards being edited, kept in this browser until saved or discarded: the cards, the
 * card typed in the inputs, which card (0-based) the inputs edit in place, if any, and the set
 * as editing began (its save is based on that version).
 */
export interface FindItDraft {
  cards: NumberedCard[];
  input: NewFindItCard;
  editing: number | null;
  basedOn: FindItCardSet | null;
}

const PREFIX = 'symbol-courses.findit-draft.';
const keyOf = (productId: string) => `${PREFIX}${productId}`;

const isCard = (value: unknown): value is NumberedCard => {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.title === 'string' &&
    typeof card.image === 'string' &&
    typeof card.backgroundColor === 'string' &&
    typeof card.index === 'number' &&
    typeof card.findIndex === 'number'
  );
};

export function readFindItDraft(productId: string): FindItDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(productId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Record<keyof FindItDraft, unknown>>;
    const input = stored.input as NewFindItCard | undefined;
    const editing = typeof stored.editing === 'number' ? stored.editing : null;
    if (!Array.isArray(stored.cards) || !stored.cards.every(isCard) || typeof input?.title !== 'string') return null;
    const basedOn = typeof stored.basedOn === 'object' ? (stored.basedOn as FindItCardSet | null) : null;
    return {
      cards: stored.cards,
      input,
      editing: editing !== null && editing < stored.cards.length ? editing : null,
      basedOn,
    };
  } catch {
    return null;
  }
}

export function writeFindItDraft(productId: string, draft: FindItDraft | null): void {
  try {
    if (draft) localStorage.setItem(keyOf(productId), JSON.stringify(draft));
    else localStorage.removeItem(keyOf(productId));
  } catch (error) {
    console.warn('The Find It cards being edited could not be kept in this browser', error);
  }
}
