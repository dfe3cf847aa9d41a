import { Suspense } from 'react';
import type { BuiltInGame } from '#domain/built-in-games';
import type { PlayIt } from '#domain/play-it';
import { GAME_VIEWS } from './game-views.tsx';
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
}

/**
 * The game of a Play it page, picked by the lesson's game type, with the level list or content
 * that game plays. A game starts over when its type changes (e.g. in an editor's preview).
 */
export function GameView({ game, playIt, onExit, onFinish }: GameViewProps) {
  return (
    <GameFinishedContext value={onFinish}>
      <GameLoadError key={game}>
        <Suspense fallback={<GameLoading />}>{GAME_VIEWS[game](playIt, onExit)}</Suspense>
      </GameLoadError>
    </GameFinishedContext>
  );
}
