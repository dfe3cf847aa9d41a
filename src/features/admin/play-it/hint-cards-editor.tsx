import { useState } from 'react';
import { canAddHintCard } from '#domain/level-rules';
import type { HintCard } from '#domain/play-it';
import styles from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';

/** Hint cards (image and title, both needed) shown to the learner beside a level. */
export function HintCardsEditor({
  cards,
  onChange,
}: {
  cards: readonly HintCard[];
  onChange: (cards: HintCard[]) => void;
}) {
  const [card, setCard] = useState<HintCard>({ image: '', title: '' });
  const add = () => {
    if (!canAddHintCard(card)) return;
    onChange([...cards, { image: card.image.trim(), title: card.title.trim() }]);
    setCard({ image: '', title: '' });
  };
  return (
    <div className={styles.stack}>
      {cards.length > 0 && (
        <ul className={styles.chips} aria-label="Hint cards">
          {cards.map((hint, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hint cards have no id
            <li key={index} className={styles.chip}>
              <Picture src={hint.image} alt={hint.title} className={styles.thumb} />
              {hint.title}
              <ListItemTools name={`hint card ${index + 1}`} items={cards} index={index} onChange={onChange} />
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove hint card ${hint.title}`}
                onClick={() => onChange(removeAt(cards, index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inlineRow}>
        <MediaField
          label="Hint card image URL"
          kinds={['image']}
          value={card.image}
          onChange={(image) => setCard({ ...card, image })}
        />
        <TextField label="Hint card title" value={card.title} onChange={(title) => setCard({ ...card, title })} />
        <Button variant="secondary" onClick={add} disabled={!canAddHintCard(card)}>
          Add hint card
        </Button>
      </div>
    </div>
  );
}
