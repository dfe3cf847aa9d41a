import { type CSSProperties, memo, useCallback, useEffect, useReducer } from 'react';
import {
  ALL_CORRECT_TITLE,
  CHECK_ANSWERS_LABEL,
  canCheck,
  correctMessage,
  currentLevel,
  findTheCorrectOneReducer,
  hintFor,
  initialFindTheCorrectOneState,
  isLastLevel,
  NOT_QUITE_RIGHT_TITLE,
  nextLabel,
} from '#domain/games/find-the-correct-one';
import { BACK_TO_LESSONS_LABEL, TRY_AGAIN_LABEL } from '#domain/games/texts';
import type { FindTheCorrectOneLevel, ImageOption } from '#domain/play-it';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import layout from '#features/games/shared/game-layout.module.css';
import { LevelPanel } from '#features/games/shared/level-panel.tsx';
import { QuestionCards } from '#features/games/shared/question-cards.tsx';
import { QuestionHeader } from '#features/games/shared/question-header.tsx';
import { type ResultAction, ResultModal } from '#features/games/shared/result-modal.tsx';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';
import { Picture } from '#ui/picture.tsx';
import { useSizeVariables } from '#ui/use-size-variables.ts';
import styles from './find-the-correct-one-game.module.css';

/** In a page that fills the screen the pictures grow to the room left, four to a row at most. */
const OPTIONS_PER_ROW = 4;

export interface FindTheCorrectOneGameProps {
  levels: readonly FindTheCorrectOneLevel[];
  onExit: () => void;
}

/** Find the correct one: toggle the pictures that answer the question, then check. */
export function FindTheCorrectOneGame({ levels, onExit }: FindTheCorrectOneGameProps) {
  const [state, dispatch] = useReducer(findTheCorrectOneReducer, levels, initialFindTheCorrectOneState);
  useGameFinished(state.outcome === 'correct' && isLastLevel(state));
  useLevelEvidence(
    state.levelIndex,
    state.outcome === 'correct' ? 'right' : state.outcome === 'incorrect' ? 'wrong' : 'playing',
  );
  const playSound = useSoundEffects();
  const measured = useSizeVariables<HTMLUListElement>();

  useEffect(() => {
    if (state.outcome === 'correct') playSound('correct');
    if (state.outcome === 'incorrect') playSound('incorrect');
  }, [state.outcome, playSound]);

  const toggle = useCallback(
    (index: number) => {
      playSound('pop');
      dispatch({ type: 'toggle', index });
    },
    [playSound],
  );

  const level = currentLevel(state);
  if (!level) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }

  const successActions: ResultAction[] = [
    {
      label: nextLabel(state),
      onClick: () => {
        playSound('next');
        dispatch({ type: 'next' });
      },
      main: true,
    },
  ];
  if (isLastLevel(state)) successActions.push({ label: BACK_TO_LESSONS_LABEL, onClick: onExit });

  return (
    <section className={layout.game} aria-label="Find the correct one">
      <LevelPanel backgroundColor={level.backgroundColor} backgroundImage={level.backgroundImage} fill>
        <QuestionHeader
          status={`Level ${state.levelIndex + 1} of ${levels.length}`}
          questionText={level.questionText}
          questionAudioSrc={level.questionAudioSrc}
          questionCards={level.questionCards}
          avatarSrc={level.avatarSrc}
          levelKey={state.levelIndex}
        />
        <ul
          ref={measured}
          className={styles.options}
          aria-label="Pictures to choose from"
          data-testid="play-area"
          style={{ '--rows': Math.ceil(level.imageOptions.length / OPTIONS_PER_ROW) } as CSSProperties}
        >
          {level.imageOptions.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the options of a level keep their order
            <li key={index}>
              <OptionButton option={option} index={index} selected={state.selected.includes(index)} onToggle={toggle} />
            </li>
          ))}
        </ul>
        <div className={styles.check}>
          <button
            type="button"
            className={layout.bigButton}
            disabled={!canCheck(state)}
            onClick={() => dispatch({ type: 'check' })}
          >
            {CHECK_ANSWERS_LABEL}
          </button>
        </div>
      </LevelPanel>
      <ResultModal
        open={state.outcome === 'correct'}
        tone="success"
        title={ALL_CORRECT_TITLE}
        message={correctMessage(level.answerType)}
        actions={successActions}
      >
        <QuestionCards cards={level.answerCards} label="Answer cards" />
      </ResultModal>
      <ResultModal
        open={state.outcome === 'incorrect'}
        tone="retry"
        title={NOT_QUITE_RIGHT_TITLE}
        message={hintFor(level)}
        actions={[{ label: TRY_AGAIN_LABEL, onClick: () => dispatch({ type: 'tryAgain' }), main: true }]}
      />
    </section>
  );
}

interface OptionButtonProps {
  option: ImageOption;
  index: number;
  selected: boolean;
  onToggle: (index: number) => void;
}

/**
 * One picture to choose. A choice renders again only when it is chosen or not: on a tablet's CPU,
 * rendering every picture at each toggle was most of a switch press's time to the tick shown.
 */
const OptionButton = memo(function OptionButton({ option, index, selected, onToggle }: OptionButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.option} ${selected ? styles.selected : ''}`}
      aria-pressed={selected}
      aria-label={option.alt || `Picture ${index + 1}`}
      onClick={() => onToggle(index)}
    >
      <Picture src={option.src} alt="" decorative className={styles.optionImage} />
      <span className={styles.tick} aria-hidden="true">
        ✓
      </span>
    </button>
  );
});
