import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import type { BuiltInGame } from '#domain/built-in-games';
import { DRAG_LEVELS_OF } from '#domain/built-in-games';
import type { LevelResult } from '#domain/games/level-tally';
import type { PlayIt } from '#domain/play-it';
import { GameEvidenceContext, LevelRecorder } from './shared/game-evidence.ts';
import { GameFinishedContext } from './shared/game-finished.ts';
import { GameLoadError } from './shared/game-load-error.tsx';
import { GameLoading } from './shared/game-loading.tsx';

export interface GameViewProps {
  game: BuiltInGame;
  playIt: PlayIt;
  /** Leaves the game: back one step in history, to the lesson list or grid it came from. */
  onExit: () => void;
  /** Called each time the game is played to its end. */
  onFinish?: (() => void) | undefined;
  /** Called with each level played to its right answer (the teacher's evidence); none in a preview. */
  onLevel?: ((result: LevelResult) => void) | undefined;
}

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

function gameFor(game: BuiltInGame, playIt: PlayIt, onExit: () => void): ReactNode {
  switch (game) {
    case 'stop-motion':
      return <StopMotionGame videoUrl={playIt.content.videoUrl} />;
    case 'reveal-image':
      return <RevealImageGame images={playIt.content.hiddenImages} onExit={onExit} />;
    case 'multiple-drag-and-drop':
      return <DragAndDropGame mode="multiple" levels={playIt[DRAG_LEVELS_OF[game]]} onExit={onExit} />;
    case 'quantity-drag-and-drop':
      return <DragAndDropGame mode="quantity" levels={playIt[DRAG_LEVELS_OF[game]]} onExit={onExit} />;
    case 'free-move-drag-and-drop':
      return <DragAndDropGame mode="free-move" levels={playIt[DRAG_LEVELS_OF[game]]} onExit={onExit} />;
    case 'invert-drag-and-drop':
      return <InvertDragAndDropGame levels={playIt[DRAG_LEVELS_OF[game]]} onExit={onExit} />;
    case 'find-the-correct-one':
      return <FindTheCorrectOneGame levels={playIt.findTheCorrectOneLevels} onExit={onExit} />;
    case 'disappear-items':
      return <DisappearItemsGame levels={playIt.disappearItemsLevels} onExit={onExit} />;
    case 'drawing-game':
      return <DrawingGame canvases={playIt.drawingGameContent.canvases} onExit={onExit} />;
    case 'image-reveal':
      return <ImageRevealGame levels={playIt.imageRevealLevels} onExit={onExit} />;
  }
}

/**
 * The game of a Play it page, picked by the lesson's game type, with the level list or content
 * that game plays. A game starts over when its type changes (e.g. in an editor's preview).
 */
export function GameView({ game, playIt, onExit, onFinish, onLevel }: GameViewProps) {
  const recorder = useLevelRecorder(game, onLevel);
  return (
    <GameFinishedContext value={onFinish}>
      <GameEvidenceContext value={recorder}>
        <GameLoadError key={game}>
          <Suspense fallback={<GameLoading />}>{gameFor(game, playIt, onExit)}</Suspense>
        </GameLoadError>
      </GameEvidenceContext>
    </GameFinishedContext>
  );
}

/** One recorder per game shown (a new game type starts a new tally), telling the latest onLevel. */
function useLevelRecorder(game: BuiltInGame, onLevel: GameViewProps['onLevel']): LevelRecorder | undefined {
  const latest = useRef(onLevel);
  useEffect(() => {
    latest.current = onLevel;
  });
  const records = onLevel !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new game type starts a new tally
  return useMemo(
    () => (records ? new LevelRecorder((result) => latest.current?.(result)) : undefined),
    [game, records],
  );
}
