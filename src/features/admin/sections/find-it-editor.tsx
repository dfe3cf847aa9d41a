import { useRef, useState } from 'react';
import { addCardIndex, removeCardIndex } from '#domain/editor-rules';
import type { FindItCard } from '#domain/findit';
import type { FindIt } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { useFieldError } from '#features/admin/common/field-errors.tsx';
import { TextField } from '#features/admin/common/fields.tsx';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import cardStyles from './find-it-editor.module.css';

/**
 * What the editor warns of when chosen numbers are on no card of the course: the lesson can still
 * be saved (the cards may be added later), but until then a learner has nothing to find for them.
 */
export function noCardWarning(numbers: readonly number[]): string {
  const listed = numbers.length === 1 ? `the number ${numbers[0]}` : `the numbers ${numbers.join(', ')}`;
  return `No card of this course has ${listed}: learners find nothing for ${numbers.length === 1 ? 'it' : 'them'}. Check the numbers on the cards below.`;
}

/**
 * Find It: the numbers of the product's cards that answer this lesson. Enter or Add adds the
 * typed number (when it is one and not listed yet; the box is cleared either way), the cross
 * removes it. The product's cards show with their number: chosen ones at full opacity with a
 * red circle, the others at half. A chosen number no card has is warned of at the field.
 */
export function FindItEditor({
  value,
  onChange,
  path,
  cards,
}: {
  value: FindIt;
  onChange: (value: FindIt) => void;
  path: string;
  cards: readonly FindItCard[];
}) {
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const error = useFieldError(`${path}.cardIndexes`);
  // Without cards (none yet, or still loading) the list below says so; no number is warned of then.
  const cardless =
    cards.length === 0 ? [] : value.cardIndexes.filter((index) => !cards.some((card) => card.findIndex === index));
  const add = () => {
    onChange({ cardIndexes: addCardIndex(value.cardIndexes, input) });
    setInput('');
    inputRef.current?.focus();
  };
  return (
    <div className={styles.stack}>
      <div className={styles.inlineRow}>
        <TextField
          label="Card number"
          className={styles.narrow}
          type="number"
          value={input}
          inputRef={inputRef}
          hint="Type the number shown on a card, then press Enter or Add"
          onChange={setInput}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add}>Add</Button>
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
      {/* Always there, so that screen readers announce the warning when it appears. */}
      <p className={cardStyles.warning} role="status">
        {cardless.length > 0 ? noCardWarning(cardless) : null}
      </p>
      {value.cardIndexes.length === 0 ? (
        <p className={styles.muted}>No cards chosen yet.</p>
      ) : (
        <ul className={styles.chips} aria-label="Chosen card numbers">
          {value.cardIndexes.map((index) => (
            <li key={index} className={styles.chip}>
              {index}
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove card ${index}`}
                onClick={() => onChange({ cardIndexes: removeCardIndex(value.cardIndexes, index) })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cards.length === 0 ? (
        <p className={styles.muted}>This course has no Find It cards yet. Add them with 'Edit Find It Cards'.</p>
      ) : (
        <ul className={cardStyles.grid} aria-label="Find It cards of this course">
          {cards.map((card) => {
            const chosen = value.cardIndexes.includes(card.findIndex);
            return (
              <li
                key={`${card.findIndex}-${card.index}`}
                className={`${cardStyles.card} ${chosen ? cardStyles.chosen : cardStyles.other}`}
                style={{ backgroundColor: card.backgroundColor }}
                data-chosen={chosen}
              >
                <span className={cardStyles.number}>{card.findIndex}</span>
                <Picture
                  src={card.image}
                  alt={card.title}
                  className={cardStyles.image}
                  decorative={Boolean(card.title)}
                />
                <span className={cardStyles.title}>{card.title}</span>
                {chosen && <span className={cardStyles.circle} aria-label="chosen" role="img" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
