import { DRAG_LEVELS_OF, type DragGame } from '#domain/built-in-games';
import { dragLevelButton, invertLevelButton } from '#domain/level-rules';
import { DragLevel, type PlayIt } from '#domain/play-it';
import { dragLevelProblems } from '#domain/playable-levels';
import { DragLevelForm } from './drag-level-form.tsx';
import { type LevelFormSlot, LevelListEditor } from './level-list-editor.tsx';

const summary = (level: DragLevel) => {
  const items = `${level.draggableItems.length} item${level.draggableItems.length === 1 ? '' : 's'}`;
  return level.targetItem ? items : `${items}, no target image`;
};

/** The levels of one of the four drag-and-drop games. */
export function DragLevelsEditor({
  game,
  playIt,
  onChange,
  onPreview,
  slot,
}: {
  game: DragGame;
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  onPreview: (playIt: PlayIt) => void;
  slot: LevelFormSlot;
}) {
  const key = DRAG_LEVELS_OF[game];
  return (
    <LevelListEditor<DragLevel>
      levels={playIt[key]}
      onChange={(levels) => onChange({ ...playIt, [key]: levels })}
      newLevel={() => DragLevel.parse({})}
      schema={DragLevel}
      problems={(level) => dragLevelProblems(game, level)}
      slot={slot}
      summary={summary}
      button={(level, editing) =>
        game === 'invert-drag-and-drop' ? invertLevelButton(level, editing) : dragLevelButton(game, level, editing)
      }
      renderForm={(level, setLevel) => <DragLevelForm game={game} level={level} onChange={setLevel} />}
      onPreview={(level) => onPreview({ ...playIt, game, [key]: [level] })}
    />
  );
}
