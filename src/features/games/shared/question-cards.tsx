import type { QuestionCard } from '#domain/play-it';
import { SymbolCards } from './symbol-cards.tsx';

/** The symbol cards of a question (or of its answer). */
export function QuestionCards({
  cards,
  label,
  size,
}: {
  cards: readonly QuestionCard[];
  label: string;
  size?: 'normal' | 'small';
}) {
  return (
    <SymbolCards cards={cards.map((card) => ({ title: card.label, image: card.imageSrc }))} label={label} size={size} />
  );
}
