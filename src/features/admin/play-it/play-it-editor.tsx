import { useState } from 'react';
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
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import type { PendingLevel, PendingLevels } from '#features/admin/content/pending-levels.ts';
import { Button } from '#ui/button.tsx';
import { DrawingCanvasesEditor } from './drawing-canvases-editor.tsx';
import { GamePreviewDialog } from './game-preview-dialog.tsx';
import type { LevelFormSlot } from './levels/level-list.tsx';
import { LevelListEditor } from './levels/level-list-editor.tsx';
import { RevealImageEditor } from './reveal-image-editor.tsx';

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

function GameFields({
  value,
  onChange,
  path,
  onPreview,
  slotOf,
}: {
  value: PlayIt;
  onChange: (value: PlayIt) => void;
  path: string;
  onPreview: (playIt: PlayIt) => void;
  slotOf: (game: LevelGame) => LevelFormSlot;
}) {
  const game = value.game;
  switch (game) {
    case 'stop-motion':
      return (
        <MediaField
          label="Video URL"
          kinds={['video']}
          value={value.content.videoUrl}
          path={`${path}.content.videoUrl`}
          hint="The stop-motion film learners play and pause with Go and Stop"
          onChange={(videoUrl) => onChange({ ...value, content: { ...value.content, videoUrl } })}
        />
      );
    case 'reveal-image':
      return <RevealImageEditor playIt={value} onChange={onChange} />;
    case 'multiple-drag-and-drop':
    case 'quantity-drag-and-drop':
    case 'free-move-drag-and-drop':
    case 'invert-drag-and-drop':
    case 'find-the-correct-one':
    case 'disappear-items':
    case 'image-reveal':
      return (
        <LevelListEditor game={game} playIt={value} onChange={onChange} onPreview={onPreview} slot={slotOf(game)} />
      );
    case 'drawing-game':
      return <DrawingCanvasesEditor playIt={value} onChange={onChange} path={path} />;
    default:
      return (
        <TextField
          label="Game link"
          value={value.link}
          path={`${path}.link`}
          hint="Learners open this link in a new tab"
          onChange={(link) => onChange({ ...value, link })}
        />
      );
  }
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
        value={value}
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
