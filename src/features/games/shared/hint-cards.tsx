import type { HintCard } from '#domain/play-it';
import { SymbolCards } from './symbol-cards.tsx';

export function HintCards({ cards, size }: { cards: readonly HintCard[]; size?: 'normal' | 'small' }) {
  return (
    <SymbolCards
      cards={cards.map((card) => ({ title: card.title, image: card.image }))}
      label="Hint cards"
      size={size}
    />
  );
}
