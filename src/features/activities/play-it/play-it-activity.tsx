import { INTERACTIVE_GAME, isBuiltInGame, OTHER_GAME } from '#domain/built-in-games';
import type { LevelResult } from '#domain/games/level-tally';
import type { PlayIt } from '#domain/play-it';
import { EmptyState } from '#features/activities/shared/empty-state.tsx';
import { ExternalLink } from '#features/activities/shared/external-link.tsx';
import { GameView } from '#features/games/game-view.tsx';
import { buttonClass } from '#ui/button.tsx';
import { Icon } from '#ui/icon.tsx';
import styles from './play-it.module.css';

export interface PlayItActivityProps {
  playIt: PlayIt;
  /** The lesson's external link, where an 'other-game' lesson plays. */
  link: string;
  /** Leaves a built-in game (the learner page goes one step back in history). */
  onExit: () => void;
  /** Called each time a built-in game is played to its end. */
  onFinish?: (() => void) | undefined;
  /** Called with each level of a built-in game played to its right answer. */
  onLevel?: ((result: LevelResult) => void) | undefined;
}

/** Play it: the lesson's game by its type; a game elsewhere opens in a new tab. */
export function PlayItActivity({ playIt, link, onExit, onFinish, onLevel }: PlayItActivityProps) {
  const game: string = playIt.game;
  if (isBuiltInGame(game))
    return <GameView game={game} playIt={playIt} onExit={onExit} onFinish={onFinish} onLevel={onLevel} />;
  if (game === INTERACTIVE_GAME) {
    return (
      <EmptyState
        icon="group"
        title="Interactive activity"
        text="This interactive activity is run by the teacher in class."
      />
    );
  }
  if (game === OTHER_GAME) {
    return (
      <div className={styles.other}>
        <Icon name="game" size={56} className={styles.icon} />
        <h2 className={styles.heading}>This lesson's game is on another website</h2>
        {link.trim() ? (
          <>
            <p className={styles.text}>It opens in a new tab. Come back to this tab when you have finished.</p>
            <ExternalLink href={link} className={buttonClass('primary', 'normal', styles.open)}>
              Open the game
            </ExternalLink>
          </>
        ) : (
          <p className={styles.text}>No game link has been added to this lesson yet.</p>
        )}
      </div>
    );
  }
  return (
    <EmptyState icon="question" title="Unknown Game Type" text={`This lesson's game type "${game}" is not known.`} />
  );
}
