import { lazy, type ReactNode } from 'react';
import { type BuiltInGame, DRAG_LEVELS_OF } from '#domain/built-in-games';
import type { PlayIt } from '#domain/play-it';

// Each game's code loads only when a lesson plays it.
const StopMotionGame = lazy(() =>
  import('./stop-motion/stop-motion-game.tsx').then((module) => ({ default: module.StopMotionGame })),
);
const RevealImageGame = lazy(() =>
  import('./reveal-image/reveal-image-game.tsx').then((module) => ({ default: module.RevealImageGame })),
);
const DragAndDropGame = lazy(() =>
  import('./drag-and-drop/drag-and-drop-game.tsx').then((module) => ({ default: module.DragAndDropGame })),
);
const InvertDragAndDropGame = lazy(() =>
  import('./invert-drag-and-drop/invert-drag-and-drop-game.tsx').then((module) => ({
    default: module.InvertDragAndDropGame,
  })),
);
const FindTheCorrectOneGame = lazy(() =>
  import('./find-the-correct-one/find-the-correct-one-game.tsx').then((module) => ({
    default: module.FindTheCorrectOneGame,
  })),
);
const DisappearItemsGame = lazy(() =>
  import('./disappear-items/disappear-items-game.tsx').then((module) => ({ default: module.DisappearItemsGame })),
);
const DrawingGame = lazy(() =>
  import('./drawing-game/drawing-game.tsx').then((module) => ({ default: module.DrawingGame })),
);
const ImageRevealGame = lazy(() =>
  import('./image-reveal/image-reveal-game.tsx').then((module) => ({ default: module.ImageRevealGame })),
);

/** A game's view, given the level list or content that the game plays. */
type ShowGame = (playIt: PlayIt, onExit: () => void) => ReactNode;

/**
 * The learner's part of the game registry (its rules are in src/domain/game-rules.ts): each
 * built-in game's lazily loaded view.
 */
export const GAME_VIEWS = {
  'stop-motion': (playIt) => <StopMotionGame videoUrl={playIt.content.videoUrl} />,
  'reveal-image': (playIt, onExit) => <RevealImageGame images={playIt.content.hiddenImages} onExit={onExit} />,
  'multiple-drag-and-drop': (playIt, onExit) => (
    <DragAndDropGame mode="multiple" levels={playIt[DRAG_LEVELS_OF['multiple-drag-and-drop']]} onExit={onExit} />
  ),
  'quantity-drag-and-drop': (playIt, onExit) => (
    <DragAndDropGame mode="quantity" levels={playIt[DRAG_LEVELS_OF['quantity-drag-and-drop']]} onExit={onExit} />
  ),
  'free-move-drag-and-drop': (playIt, onExit) => (
    <DragAndDropGame mode="free-move" levels={playIt[DRAG_LEVELS_OF['free-move-drag-and-drop']]} onExit={onExit} />
  ),
  'invert-drag-and-drop': (playIt, onExit) => (
    <InvertDragAndDropGame levels={playIt[DRAG_LEVELS_OF['invert-drag-and-drop']]} onExit={onExit} />
  ),
  'find-the-correct-one': (playIt, onExit) => (
    <FindTheCorrectOneGame levels={playIt.findTheCorrectOneLevels} onExit={onExit} />
  ),
  'disappear-items': (playIt, onExit) => <DisappearItemsGame levels={playIt.disappearItemsLevels} onExit={onExit} />,
  'drawing-game': (playIt, onExit) => <DrawingGame canvases={playIt.drawingGameContent.canvases} onExit={onExit} />,
  'image-reveal': (playIt, onExit) => <ImageRevealGame levels={playIt.imageRevealLevels} onExit={onExit} />,
} satisfies Record<BuiltInGame, ShowGame>;
