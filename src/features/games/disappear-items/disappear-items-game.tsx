import { type Dispatch, useEffect, useReducer, useRef } from 'react';
import { DISAPPEAR_FADE_MS } from '#domain/constants';
import {
  currentLevel,
  DISAPPEAR_ITEM_SIZE,
  type DisappearItem,
  type DisappearItemsState,
  disappearItemsReducer,
  initialDisappearItemsState,
  nextLabel,
  resultTitle,
  TIDY_MESSAGE,
} from '#domain/games/disappear-items';
import { gameArea } from '#domain/games/geometry';
import { BACK_TO_LESSONS_LABEL } from '#domain/games/texts';
import type { DisappearItemsLevel } from '#domain/play-it';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { GameArea, useGameWidth } from '#features/games/shared/game-area.tsx';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import layout from '#features/games/shared/game-layout.module.css';
import { scaledBox, useGameScale } from '#features/games/shared/game-scale.ts';
import { LevelPanel } from '#features/games/shared/level-panel.tsx';
import { QuestionHeader } from '#features/games/shared/question-header.tsx';
import { type ResultAction, ResultModal } from '#features/games/shared/result-modal.tsx';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';
import styles from './disappear-items-game.module.css';

export interface DisappearItemsGameProps {
  levels: readonly DisappearItemsLevel[];
  onExit: () => void;
}

type Event = Parameters<typeof disappearItemsReducer>[1];

/** Tells the game an item's fade is over DISAPPEAR_FADE_MS after it was clicked. */
function useFadeTimers(state: DisappearItemsState, dispatch: Dispatch<Event>) {
  const timers = useRef(new Map<number, number>());
  useEffect(() => {
    for (const item of state.items) {
      if (item.status !== 'fading' || timers.current.has(item.id)) continue;
      const timer = window.setTimeout(() => {
        timers.current.delete(item.id);
        dispatch({ type: 'fadeDone', id: item.id });
      }, DISAPPEAR_FADE_MS);
      timers.current.set(item.id, timer);
    }
  }, [state.items, dispatch]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
}

/** One picture to tidy away, at the play area's scale; a click makes it fade. */
function DisappearingPicture({ item, onClick }: { item: DisappearItem; onClick: () => void }) {
  const box = scaledBox({ ...item.position, ...DISAPPEAR_ITEM_SIZE }, useGameScale());
  return (
    <button
      type="button"
      className={`${styles.item} ${item.status === 'fading' ? styles.fading : ''}`}
      style={{ ...box, transitionDuration: `${DISAPPEAR_FADE_MS}ms` }}
      aria-label={item.alt || `Picture ${item.id + 1}`}
      aria-disabled={item.status === 'fading'}
      onClick={onClick}
    >
      <img src={item.src} alt="" draggable={false} />
    </button>
  );
}

function DisappearPlay({ levels, width, onExit }: DisappearItemsGameProps & { width: number }) {
  const [state, dispatch] = useReducer(disappearItemsReducer, undefined, () =>
    initialDisappearItemsState(levels, gameArea(width), Math.random),
  );
  const playSound = useSoundEffects();
  useFadeTimers(state, dispatch);
  useGameFinished(state.outcome === 'won');
  useLevelEvidence(state.levelIndex, state.outcome === 'playing' ? 'playing' : 'right');

  useEffect(() => {
    if (width !== state.area.width) dispatch({ type: 'resize', area: gameArea(width) });
  }, [width, state.area.width]);

  useEffect(() => {
    if (state.outcome !== 'playing') playSound('success');
  }, [state.outcome, playSound]);

  const level = currentLevel(state);
  if (!level) return null;
  const left = state.items.filter((item) => item.status === 'visible').length;

  const actions: ResultAction[] = [
    { label: nextLabel(state), onClick: () => dispatch({ type: 'next', random: Math.random }), main: true },
  ];
  if (state.outcome === 'won') actions.push({ label: BACK_TO_LESSONS_LABEL, onClick: onExit });

  return (
    <>
      <LevelPanel backgroundColor={level.backgroundColor} backgroundImage="">
        <QuestionHeader
          status={`Level ${state.levelIndex + 1} of ${levels.length}`}
          extra={<p className={`${layout.status} ${styles.left}`}>{left} left</p>}
          questionText={level.questionText}
          questionAudioSrc={level.questionAudioSrc}
          questionCards={level.questionCards}
          levelKey={state.levelIndex}
        />
      </LevelPanel>
      <GameArea
        width={state.area.width}
        backgroundImage={level.backgroundImage}
        backgroundColor={level.backgroundColor}
        className={styles.area}
        data-level={state.levelIndex}
      >
        {state.items.map((item) => (
          <DisappearingPicture
            key={`${state.levelIndex}-${item.id}`}
            item={item}
            onClick={() => {
              if (item.status !== 'visible') return;
              playSound('boing');
              dispatch({ type: 'click', id: item.id });
            }}
          />
        ))}
      </GameArea>
      <ResultModal
        open={state.outcome !== 'playing'}
        tone="success"
        title={resultTitle(state)}
        message={TIDY_MESSAGE}
        actions={actions}
      />
    </>
  );
}

/** Disappear items: tidy up by clicking every object until none is left. */
export function DisappearItemsGame({ levels, onExit }: DisappearItemsGameProps) {
  const [ref, width] = useGameWidth<HTMLElement>();
  if (levels.length === 0) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }
  return (
    <section ref={ref} className={layout.game} aria-label="Tidy up game">
      {width > 0 && <DisappearPlay levels={levels} width={width} onExit={onExit} />}
    </section>
  );
}
