import { Suspense, useState } from 'react';
import {
  type BuiltInGame,
  GAME_OPTIONS,
  isBuiltInGame,
  LEVEL_LISTS_OF,
  type LevelGame,
  type LevelListKey,
} from '#domain/built-in-games';
import { withAtLeastOne } from '#domain/editor-rules';
import { DrawingCanvas, type GameType, type PlayIt } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { SelectField, TextField } from '#features/admin/common/fields.tsx';
import type { PendingLevel, PendingLevels } from '#features/admin/content/pending-levels.ts';
import { Button } from '#ui/button.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { GAME_EDITORS, type GameEditorProps } from './game-editors.tsx';
import { GamePreviewDialog } from './game-preview-dialog.tsx';
import type { LevelFormSlot } from './levels/level-list.tsx';

interface Preview {
  game: BuiltInGame;
  playIt: PlayIt;
  title: string;
}

function withGame(playIt: PlayIt, game: GameType): PlayIt {
  if (game !== 'drawing-game') return { ...playIt, game };
  const canvases = withAtLeastOne(playIt.drawingGameContent.canvases, () => DrawingCanvas.parse({}));
  return { ...playIt, game, drawingGameContent: { canvases } };
}

/** The editor of the lesson's built-in game; any other game type has a link to a game elsewhere. */
function GameFields(props: GameEditorProps) {
  const { playIt, onChange, path } = props;
  if (isBuiltInGame(playIt.game)) {
    return (
      <Suspense fallback={<Skeletons count={1} style={{ height: 160 }} />}>{GAME_EDITORS[playIt.game](props)}</Suspense>
    );
  }
  return (
    <TextField
      label="Game link"
      value={playIt.link}
      path={`${path}.link`}
      hint="Learners open this link in a new tab"
      onChange={(link) => onChange({ ...playIt, link })}
    />
  );
}

const LEVEL_GAMES = Object.keys(LEVEL_LISTS_OF) as LevelGame[];

/**
 * Play It: which game the lesson plays, and that game's content or levels. The level forms are
 * part of the lesson draft (`pending`): switching the game keeps another game's level in progress.
 */
export function PlayItEditor({
  value,
  onChange,
  path,
  pending,
  onPending,
}: {
  value: PlayIt;
  onChange: (value: PlayIt) => void;
  path: string;
  pending: PendingLevels;
  onPending: (key: LevelListKey, form: PendingLevel | null) => void;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const slotOf = (game: LevelGame): LevelFormSlot => {
    const key = LEVEL_LISTS_OF[game];
    return { path: `${path}.${key}`, form: pending[key], onForm: (form) => onPending(key, form) };
  };
  const elsewhere = LEVEL_GAMES.filter((game) => game !== value.game && pending[LEVEL_LISTS_OF[game]]?.unsaved);
  const options = (GAME_OPTIONS as readonly GameType[]).includes(value.game)
    ? GAME_OPTIONS
    : [...GAME_OPTIONS, value.game];
  return (
    <div className={editor.stack}>
      <SelectField<GameType>
        label="Game"
        value={value.game}
        options={options.map((option) => ({ value: option, label: option }))}
        onChange={(next) => onChange(withGame(value, next))}
      />
      {elsewhere.map((game) => (
        <p key={game} className={editor.inlineRow} role="note">
          <span className={editor.fieldError}>A level of {game} is not added yet.</span>
          <Button variant="secondary" size="small" onClick={() => onChange(withGame(value, game))}>
            Show it
          </Button>
          <Button variant="ghost" size="small" onClick={() => onPending(LEVEL_LISTS_OF[game], null)}>
            Discard it
          </Button>
        </p>
      ))}
      <GameFields
        playIt={value}
        onChange={onChange}
        path={path}
        slotOf={slotOf}
        onPreview={(playIt) =>
          isBuiltInGame(playIt.game) &&
          setPreview({ game: playIt.game, playIt, title: `Preview level: ${playIt.game}` })
        }
      />
      <GamePreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
