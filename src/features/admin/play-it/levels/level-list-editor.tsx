import type { ReactNode } from 'react';
import type { DragGame, LevelGame } from '#domain/built-in-games';
import { GAME_RULES, type LevelRules } from '#domain/game-rules';
import type { DragLevel, PlayIt } from '#domain/play-it';
import { DisappearLevelForm } from './disappear-level-form.tsx';
import { DragLevelForm } from './drag-level-form.tsx';
import { FindCorrectLevelForm } from './find-correct-level-form.tsx';
import { ImageRevealLevelForm } from './image-reveal-level-form.tsx';
import { type LevelFormSlot, LevelList } from './level-list.tsx';

export interface LevelListEditorProps {
  game: LevelGame;
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  onPreview: (playIt: PlayIt) => void;
  slot: LevelFormSlot;
}

/** What a game's level editor shows of a level: its line in the list, and its form. */
interface LevelEntry<Level> {
  summary: (level: Level) => string;
  form: (level: Level, onChange: (level: Level) => void) => ReactNode;
}

/**
 * The level list of a game with the game's rules (src/domain/game-rules.ts) and its entry. The
 * list and its form start over when the game changes.
 */
function levelsWith<Level>(rules: LevelRules<Level>, { summary, form }: LevelEntry<Level>) {
  return ({ game, playIt, onChange, onPreview, slot }: LevelListEditorProps) => (
    <LevelList<Level>
      key={game}
      levels={rules.levelsIn(playIt)}
      onChange={(levels) => onChange(rules.withLevels(playIt, levels))}
      rules={rules}
      slot={slot}
      summary={summary}
      renderForm={form}
      onPreview={(level) => onPreview({ ...rules.withLevels(playIt, [level]), game })}
    />
  );
}

const dragSummary = (level: DragLevel) => {
  const items = `${level.draggableItems.length} item${level.draggableItems.length === 1 ? '' : 's'}`;
  return level.targetItem ? items : `${items}, no target image`;
};

const dragLevels = (game: DragGame) =>
  levelsWith(GAME_RULES[game].levels, {
    summary: dragSummary,
    form: (level, onChange) => <DragLevelForm game={game} level={level} onChange={onChange} />,
  });

const LEVEL_EDITORS = {
  'multiple-drag-and-drop': dragLevels('multiple-drag-and-drop'),
  'quantity-drag-and-drop': dragLevels('quantity-drag-and-drop'),
  'free-move-drag-and-drop': dragLevels('free-move-drag-and-drop'),
  'invert-drag-and-drop': dragLevels('invert-drag-and-drop'),
  'find-the-correct-one': levelsWith(GAME_RULES['find-the-correct-one'].levels, {
    summary: (level) => `${level.questionText} – ${level.imageOptions.length} images, ${level.answerType}`,
    form: (level, onChange) => <FindCorrectLevelForm level={level} onChange={onChange} />,
  }),
  'disappear-items': levelsWith(GAME_RULES['disappear-items'].levels, {
    summary: (level) => `${level.questionText} – ${level.disappearImages.length} images`,
    form: (level, onChange) => <DisappearLevelForm level={level} onChange={onChange} />,
  }),
  'image-reveal': levelsWith(GAME_RULES['image-reveal'].levels, {
    summary: (level) => level.questionText,
    form: (level, onChange) => <ImageRevealLevelForm level={level} onChange={onChange} />,
  }),
} satisfies Record<LevelGame, (props: LevelListEditorProps) => ReactNode>;

/** The levels of any game that plays levels, with a form for a new level or the one selected. */
export function LevelListEditor(props: LevelListEditorProps) {
  return LEVEL_EDITORS[props.game](props);
}
