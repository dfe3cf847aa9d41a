import { createContext, useContext, useEffect } from 'react';

/** What the page does when a game is played to its end (records it); nothing in an editor's preview. */
export const GameFinishedContext = createContext<(() => void) | undefined>(undefined);

/** Tells the page each time the game reaches its end (a game played again and finished counts again). */
export function useGameFinished(finished: boolean): void {
  const onFinish = useContext(GameFinishedContext);
  useEffect(() => {
    if (finished) onFinish?.();
  }, [finished, onFinish]);
}
