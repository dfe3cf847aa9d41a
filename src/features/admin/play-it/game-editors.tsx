import type { ReactNode } from 'react';
import type { BuiltInGame, LevelGame } from '#domain/built-in-games';
import type { PlayIt } from '#domain/play-it';
import { lazyWhenOnline } from '#ui/lazy-when-online.ts';
import type { LevelFormSlot } from './levels/level-list.tsx';

export interface GameEditorProps {
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  /** Play It's path in the lesson, where the server's field errors show. */
  path: string;
  onPreview: (playIt: PlayIt) => void;
  /** Where a game's level list and its level form are in the lesson draft. */
  slotOf: (game: LevelGame) => LevelFormSlot;
}

// Each game's editor loads when a lesson's game is set to it.
const StopMotionEditor = lazyWhenOnline(
  () => import('./stop-motion-editor.tsx'),
  (module) => module.StopMotionEditor,
);
const RevealImageEditor = lazyWhenOnline(
  () => import('./reveal-image-editor.tsx'),
  (module) => module.RevealImageEditor,
);
const DrawingCanvasesEditor = lazyWhenOnline(
  () => import('./drawing-canvases-editor.tsx'),
  (module) => module.DrawingCanvasesEditor,
);
const LevelListEditor = lazyWhenOnline(
  () => import('./levels/level-list-editor.tsx'),
  (module) => module.LevelListEditor,
);

const levels =
  (game: LevelGame) =>
  ({ playIt, onChange, onPreview, slotOf }: GameEditorProps) => (
    <LevelListEditor game={game} playIt={playIt} onChange={onChange} onPreview={onPreview} slot={slotOf(game)} />
  );

/**
 * The admin's part of the game registry (its rules are in src/domain/game-rules.ts, its views in
 * features/games/game-views.tsx): each built-in game's lazily loaded editor.
 */
export const GAME_EDITORS = {
  'stop-motion': ({ playIt, onChange, path }) => <StopMotionEditor playIt={playIt} onChange={onChange} path={path} />,
  'reveal-image': ({ playIt, onChange }) => <RevealImageEditor playIt={playIt} onChange={onChange} />,
  'multiple-drag-and-drop': levels('multiple-drag-and-drop'),
  'quantity-drag-and-drop': levels('quantity-drag-and-drop'),
  'free-move-drag-and-drop': levels('free-move-drag-and-drop'),
  'invert-drag-and-drop': levels('invert-drag-and-drop'),
  'find-the-correct-one': levels('find-the-correct-one'),
  'disappear-items': levels('disappear-items'),
  'drawing-game': ({ playIt, onChange, path }) => (
    <DrawingCanvasesEditor playIt={playIt} onChange={onChange} path={path} />
  ),
  'image-reveal': levels('image-reveal'),
} satisfies Record<BuiltInGame, (props: GameEditorProps) => ReactNode>;
