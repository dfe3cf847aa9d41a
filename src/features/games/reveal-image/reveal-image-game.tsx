import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef } from 'react';
import { SPOTLIGHT_HOLE_RADIUS_PX } from '#domain/constants';
import { gameArea, type Point, type Rect } from '#domain/games/geometry';
import {
  currentImage,
  FLASHLIGHT_COMPLETE_TEXT,
  FOUND_LABEL,
  initialRevealImageState,
  PLACES_PITCH_MAX_PX,
  revealImageReducer,
} from '#domain/games/reveal-image';
import { BACK_TO_LESSONS_LABEL, CONGRATULATIONS_TITLE, PLAY_AGAIN_LABEL } from '#domain/games/texts';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { GameArea, useGameWidth } from '#features/games/shared/game-area.tsx';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import layout from '#features/games/shared/game-layout.module.css';
import { gamePoint, scaledBox, useGameScale } from '#features/games/shared/game-scale.ts';
import { TorchIcon } from '#features/games/shared/icons.tsx';
import { arrowStep } from '#features/games/shared/keyboard.ts';
import { ResultModal } from '#features/games/shared/result-modal.tsx';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';
import { PlaceGrid } from '#ui/place-grid.tsx';
import { SpeakButton } from '#ui/speech/speak-button.tsx';
import { useSwitchAccess } from '#ui/switch-access.ts';
import styles from './reveal-image-game.module.css';

const FLASHLIGHT_INSTRUCTION = 'Move the flashlight to find the hidden picture.';

export interface RevealImageGameProps {
  images: readonly string[];
  onExit: () => void;
}

/**
 * The dark cover with a round hole of SPOTLIGHT_HOLE_RADIUS_PX around the spotlight: fully opaque
 * outside the hole, so the hidden picture cannot be seen until the light reaches it. In screen
 * pixels, at the play area's scale.
 */
function overlayBackground({ x, y }: Point, scale: number): string {
  const at = (px: number) => `${px * scale}px`;
  const r = SPOTLIGHT_HOLE_RADIUS_PX;
  return `radial-gradient(circle ${at(r)} at ${at(x)} ${at(y)}, transparent 0, transparent ${at(r - 40)}, rgb(8 10 28 / 0.75) ${at(r - 10)}, rgb(8 10 28) ${at(r)})`;
}

interface DarkRoomProps {
  image: string | undefined;
  /** Changes with each new hiding spot, so the picture starts afresh (its found animation too). */
  imageKey: string;
  hidden: Rect;
  spotlight: Point;
  found: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** The hidden picture under the dark cover and the flashlight, at the play area's scale. */
function DarkRoom({ image, imageKey, hidden, spotlight, found, onKeyDown }: DarkRoomProps) {
  const scale = useGameScale();
  return (
    <>
      <img
        key={imageKey}
        data-testid="hidden-image"
        className={`${styles.hidden} ${found ? styles.foundImage : ''}`}
        src={image}
        alt=""
        draggable={false}
        style={scaledBox(hidden, scale)}
      />
      <div
        className={`${styles.overlay} ${found ? styles.overlayGone : ''}`}
        style={{ background: overlayBackground(spotlight, scale) }}
        aria-hidden="true"
      />
      <button
        type="button"
        className={styles.torch}
        // Moved by arrow keys only: a switch user shines the light at the places offered instead.
        data-scan-skip
        style={{ left: spotlight.x * scale, top: spotlight.y * scale }}
        aria-label="Flashlight: move it with the arrow keys"
        onKeyDown={onKeyDown}
      >
        <TorchIcon />
      </button>
    </>
  );
}

function Flashlight({ images, width, onExit }: RevealImageGameProps & { width: number }) {
  const [state, dispatch] = useReducer(revealImageReducer, undefined, () =>
    initialRevealImageState(images, gameArea(width), Math.random),
  );
  const playSound = useSoundEffects();
  const scanning = useSwitchAccess();
  useGameFinished(state.phase === 'complete');
  useLevelEvidence(state.imageIndex, state.phase === 'searching' ? 'playing' : 'right');
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  useEffect(() => {
    if (width !== state.area.width) dispatch({ type: 'resize', area: gameArea(width) });
  }, [width, state.area.width]);

  useEffect(() => {
    if (state.phase === 'found') playSound('success');
  }, [state.phase, playSound]);

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    if (!areaRef.current) return;
    dispatch({
      type: 'moveSpotlight',
      position: gamePoint(areaRef.current, state.area.width, event.clientX, event.clientY),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(event);
    if (!step) return;
    event.preventDefault();
    dispatch({ type: 'moveSpotlight', position: { x: state.spotlight.x + step.x, y: state.spotlight.y + step.y } });
  };

  const found = state.phase !== 'searching';
  const { hidden, spotlight } = state;

  return (
    <>
      <div className={layout.toolbar}>
        <p className={layout.status}>
          Picture {Math.min(state.imageIndex + 1, images.length)} of {images.length}
        </p>
        <p className={styles.instruction}>
          {FLASHLIGHT_INSTRUCTION} <SpeakButton text={FLASHLIGHT_INSTRUCTION} about="what to do" />
        </p>
      </div>
      <GameArea
        width={state.area.width}
        ref={areaRef}
        className={styles.area}
        onPointerDown={(event) => {
          if ((event.target as HTMLElement).closest('[data-found-button]')) return;
          dragging.current = event.pointerId;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current === event.pointerId) moveTo(event);
        }}
        onPointerUp={() => {
          dragging.current = null;
        }}
        onPointerCancel={() => {
          dragging.current = null;
        }}
      >
        <DarkRoom
          imageKey={`${state.imageIndex}-${hidden.x}-${hidden.y}`}
          image={currentImage(state)}
          hidden={hidden}
          spotlight={spotlight}
          found={found}
          onKeyDown={onKeyDown}
        />
        {scanning && state.phase === 'searching' && (
          <PlaceGrid
            width={state.area.width}
            height={state.area.height}
            maxCell={PLACES_PITCH_MAX_PX}
            action="Shine the light here"
            onPick={({ x, y }) =>
              dispatch({ type: 'moveSpotlight', position: { x: state.area.x + x, y: state.area.y + y } })
            }
          />
        )}
        {state.phase === 'found' && (
          <button
            type="button"
            data-found-button
            className={`${layout.bigButton} ${styles.next}`}
            // biome-ignore lint/a11y/noAutofocus: the learner's next step; keyboard users land on it
            autoFocus
            onClick={() => {
              playSound('next');
              dispatch({ type: 'next', random: Math.random });
            }}
          >
            {FOUND_LABEL}
          </button>
        )}
      </GameArea>
      <ResultModal
        open={state.phase === 'complete'}
        tone="success"
        title={CONGRATULATIONS_TITLE}
        message={FLASHLIGHT_COMPLETE_TEXT}
        actions={[
          { label: BACK_TO_LESSONS_LABEL, onClick: onExit },
          { label: PLAY_AGAIN_LABEL, onClick: () => dispatch({ type: 'playAgain', random: Math.random }), main: true },
        ]}
      />
    </>
  );
}

/** The flashlight game (reveal-image): find each hidden picture with a spotlight in a dark room. */
export function RevealImageGame({ images, onExit }: RevealImageGameProps) {
  const [ref, width] = useGameWidth<HTMLElement>();
  if (images.length === 0) {
    return (
      <EmptyGame title="No hidden pictures yet" instruction="Add hidden images to this lesson in the admin area." />
    );
  }
  return (
    <section ref={ref} className={layout.game} aria-label="Flashlight game">
      {width > 0 && <Flashlight images={images} width={width} onExit={onExit} />}
    </section>
  );
}
