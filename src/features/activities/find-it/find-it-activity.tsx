import { type CSSProperties, createContext, memo, use, useState } from 'react';
import { FIND_IT_GRID_COLUMNS } from '#domain/constants';
import type { FindItCard } from '#domain/findit';
import { isFindItMatch } from '#domain/findit-match';
import type { FindIt } from '#domain/sections';
import { EmptyState } from '#features/activities/shared/empty-state.tsx';
import { useFinish } from '#features/activities/shared/use-finish.ts';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import { HearCard, SpeakButton } from '#ui/speech/speak-button.tsx';
import { useSizeVariables } from '#ui/use-size-variables.ts';
import styles from './find-it.module.css';

const FIND_IT_HINT = 'Look at the cards. Can you find the words on your AAC?';

export interface FindItActivityProps {
  section: FindIt;
  /** The product's find-it card set, in shown order. */
  cards: readonly FindItCard[];
}

/**
 * Find it: the product's cards in 8 columns. Reveal rings the cards the lesson asks for in red
 * and dims the others to half opacity; Hide turns that off again.
 */
export function FindItActivity({ section, cards }: FindItActivityProps) {
  const [revealed, setRevealed] = useState(false);
  const finish = useFinish();
  const measured = useSizeVariables<HTMLDivElement>();
  if (cards.length === 0) {
    return (
      <EmptyState
        icon="search"
        title="No find it cards yet"
        text="This course has no find it cards yet. An admin can add them under Edit Find It Cards."
      />
    );
  }
  const matches = cards.filter((card) => isFindItMatch(card, section.cardIndexes)).length;
  return (
    <div className={styles.activity}>
      <div className={styles.bar}>
        <p className={styles.hint}>
          {FIND_IT_HINT} <SpeakButton text={FIND_IT_HINT} about="the question" />
        </p>
        <Button
          variant={revealed ? 'secondary' : 'primary'}
          onClick={() => {
            if (!revealed) finish();
            setRevealed(!revealed);
          }}
          className={styles.reveal}
        >
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {revealed ? `${matches} ${matches === 1 ? 'card is' : 'cards are'} circled.` : ''}
      </p>
      <div className={styles.cards} ref={measured}>
        <ul
          data-scan-grid
          data-revealed={revealed || undefined}
          className={styles.grid}
          aria-label="Find it cards"
          style={{ '--rows': Math.ceil(cards.length / FIND_IT_GRID_COLUMNS) } as CSSProperties}
        >
          <Revealed value={revealed}>
            <FindItCells cards={cards} cardIndexes={section.cardIndexes} />
          </Revealed>
        </ul>
      </div>
    </div>
  );
}

/** Whether the lesson's cards are circled now: read by the few cards circled, not by every card. */
const Revealed = createContext(false);

/** What a screen reader says of a circled card, while the circles show. */
function Circled() {
  return use(Revealed) ? <span className="visually-hidden">(circled)</span> : null;
}

/**
 * The cards, each marked when the lesson asks for it. Reveal and Hide change only the list's
 * `data-revealed`, which the styles read: the cards are not rendered again (on a tablet's CPU,
 * rendering every card again was most of the time from a switch press to the circles shown).
 */
const FindItCells = memo(function FindItCells({
  cards,
  cardIndexes,
}: {
  cards: readonly FindItCard[];
  cardIndexes: FindIt['cardIndexes'];
}) {
  return cards.map((card, position) => {
    const match = isFindItMatch(card, cardIndexes);
    return (
      <li key={card.index ?? position} className={styles.cell} data-match={match || undefined}>
        <figure className={styles.card} style={{ backgroundColor: card.backgroundColor }}>
          <Picture
            src={card.image}
            alt={card.title || `Card ${position + 1}`}
            className={styles.image}
            decorative={Boolean(card.title)}
          />
          <figcaption className={styles.title}>{card.title}</figcaption>
        </figure>
        {card.title && <HearCard title={card.title} />}
        <span className={styles.circle}>{match && <Circled />}</span>
      </li>
    );
  });
});
