import type { EditConflict } from '#domain/edit-version';
import type { NumberedCard } from '#domain/editor-rules';
import type { FindItCardSet } from '#domain/findit';
import { cardsLeftOut, mergeFindItCards } from '#domain/findit-merge';
import { type ConflictChoice, ConflictDialog } from '#features/admin/common/conflict-dialog.tsx';

/** A save of the Find It cards refused because another author saved first: the cards both started from, and mine. */
export interface FindItConflict {
  conflict: EditConflict<FindItCardSet>;
  base: readonly NumberedCard[];
  mine: NumberedCard[];
}

const nameOf = (card: NumberedCard) =>
  card.title ? `‘${card.title}’ (number ${card.findIndex})` : `the card with number ${card.findIndex}`;
const sameCards = (a: readonly NumberedCard[], b: readonly NumberedCard[]) => JSON.stringify(a) === JSON.stringify(b);

/** What a choice leaves out of the cards either author has now, named card by card. */
function leavesOut(cards: readonly NumberedCard[]): string {
  return cards.length === 0 ? 'No card is left out.' : `Leaves out ${cards.map(nameOf).join(', ')}.`;
}

/**
 * The choices of a refused save of the Find It cards: keep theirs, save mine, or (when it differs
 * from both) merge card by card; each names the cards it would leave out.
 */
export function FindItConflictDialog({
  conflict,
  busy,
  onTheirs,
  onSave,
  onClose,
}: {
  conflict: FindItConflict | null;
  busy: boolean;
  onTheirs: () => void;
  /** Saves these cards, based on theirs. */
  onSave: (cards: NumberedCard[]) => void;
  onClose: () => void;
}) {
  const choices: ConflictChoice[] = [];
  if (conflict) {
    const { base, mine } = conflict;
    const theirs = conflict.conflict.current.cards;
    const merge = mergeFindItCards(base, mine, theirs);
    choices.push(
      { label: 'Keep their cards', detail: leavesOut(cardsLeftOut(theirs, mine, theirs)), onChoose: onTheirs },
      { label: 'Save my cards', detail: leavesOut(cardsLeftOut(mine, mine, theirs)), onChoose: () => onSave(mine) },
    );
    if (!sameCards(merge.cards, mine) && !sameCards(merge.cards, theirs)) {
      const moved = merge.renumbered.map(({ from, to }) => `your new card ${from} becomes number ${to}`);
      choices.push({
        label: 'Merge the cards',
        detail: `Keeps every card only one of you added or changed${moved.length ? `; ${moved.join(', ')}` : ''}. ${leavesOut(cardsLeftOut(merge.cards, mine, theirs, merge.renumbered))}`,
        onChoose: () => onSave(merge.cards),
        suggested: true,
      });
    }
  }
  return (
    <ConflictDialog
      conflict={conflict?.conflict ?? null}
      what="the Find It cards"
      busy={busy}
      choices={choices}
      onClose={onClose}
    />
  );
}
