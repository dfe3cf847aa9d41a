import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { BuiltInGame } from '#domain/built-in-games';
import type { LevelResult } from '#domain/games/level-tally';
import type { PlayIt } from '#domain/play-it';
import { GAME_VIEWS } from './game-views.tsx';
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
          <Suspense fallback={<GameLoading />}>{GAME_VIEWS[game](playIt, onExit)}</Suspense>
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
