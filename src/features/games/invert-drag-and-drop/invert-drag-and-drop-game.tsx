import { type MouseEvent, useEffect, useReducer } from 'react';
import { gameArea, type Rect } from '#domain/games/geometry';
import {
  currentLevel,
  initialInvertDragState,
  invertDragReducer,
  type TargetLayer,
} from '#domain/games/invert-drag-and-drop';
import type { DragLevel } from '#domain/play-it';
import dragStyles from '#features/games/shared/drag/drag.module.css';
import { DragBoardView } from '#features/games/shared/drag/drag-board-view.tsx';
import { DragPlaces } from '#features/games/shared/drag/drag-places.tsx';
import { DragResult } from '#features/games/shared/drag/drag-result.tsx';
import { DragToolbar } from '#features/games/shared/drag/drag-toolbar.tsx';
import { itemLabel } from '#features/games/shared/drag/item-label.ts';
import { useDragOutcome } from '#features/games/shared/drag/use-drag-outcome.ts';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { GameArea, useGameWidth } from '#features/games/shared/game-area.tsx';
import layout from '#features/games/shared/game-layout.module.css';
import { gamePoint, scaledBox, useGameScale } from '#features/games/shared/game-scale.ts';
import styles from './invert-drag-and-drop-game.module.css';

export interface InvertDragAndDropGameProps {
  levels: readonly DragLevel[];
  onExit: () => void;
}

const INSTRUCTION = 'Drag every picture out of the target – or tap a picture, then tap an empty spot. Then press Next.';

/** Under '❌ Try Again!': the pictures still in the target, marked the same way on the board behind. */
function StillInside({ ids, urls }: { ids: readonly string[]; urls: ReadonlyMap<string, string> }) {
  return (
    <ul className={styles.stillInside} data-testid="still-inside">
      {ids.map((id) => (
        <li key={id}>
          <img src={urls.get(id)} alt={itemLabel(id)} />
        </li>
      ))}
    </ul>
  );
}

/** The target box with the target and false target pictures over it, in their random order, at the play area's scale. */
function TargetLayers({
  target,
  layers,
  images,
}: {
  target: Rect;
  layers: readonly TargetLayer[];
  images: Record<TargetLayer, string>;
}) {
  const targetStyle = scaledBox(target, useGameScale());
  return (
    <>
      <div className={dragStyles.target} style={targetStyle} aria-hidden="true" />
      {layers.map(
        (layer) =>
          images[layer] && (
            <img
              key={layer}
              src={images[layer]}
              alt=""
              draggable={false}
              data-testid={layer === 'target' ? 'drop-target' : 'false-target'}
              className={styles.layer}
              style={targetStyle}
            />
          ),
      )}
    </>
  );
}

function InvertPlay({ levels, width, onExit }: InvertDragAndDropGameProps & { width: number }) {
  const [state, dispatch] = useReducer(invertDragReducer, undefined, () =>
    initialInvertDragState(levels, gameArea(width), Math.random),
  );
  useDragOutcome(state.levelIndex, state.outcome);

  useEffect(() => {
    if (width !== state.area.width) dispatch({ type: 'resize', area: gameArea(width), random: Math.random });
  }, [width, state.area.width]);

  const level = currentLevel(state);
  if (!level) return null;
  const images: Record<TargetLayer, string> = { target: level.targetItem, falseTarget: level.falseTargetItem };
  const urls = new Map(level.draggableItems.map((item) => [item.id, item.url] as const));

  /** Tap-to-move: with a picture tapped, a tap on the play area (not on a picture) moves it there. */
  const onAreaClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!state.selectedId || (event.target as HTMLElement).closest('[data-item-id]')) return;
    dispatch({
      type: 'placeAt',
      position: gamePoint(event.currentTarget, state.area.width, event.clientX, event.clientY),
    });
  };

  return (
    <>
      <DragToolbar
        level={level}
        levelIndex={state.levelIndex}
        levelCount={levels.length}
        instruction={INSTRUCTION}
        onNext={() => dispatch({ type: 'check', random: Math.random })}
      />
      <GameArea
        width={state.area.width}
        backgroundImage={level.backgroundImage}
        className={state.selectedId ? styles.choosing : ''}
        data-level={state.levelIndex}
        onClick={onAreaClick}
      >
        <TargetLayers target={state.target} layers={state.layers} images={images} />
        <DragPlaces
          area={state.area}
          chosenLabel={state.selectedId ? itemLabel(state.selectedId) : null}
          onPlace={(position) => dispatch({ type: 'placeAt', position })}
        />
        <DragBoardView
          area={state.area}
          items={state.items}
          order={level.draggableItems.map((item) => item.id)}
          selectedId={state.selectedId}
          markedIds={state.stillInside}
          onSelect={(itemId) => dispatch({ type: 'select', itemId })}
          onDragStart={(itemId) => dispatch({ type: 'dragStart', itemId })}
          onDrop={(itemId, position) => dispatch({ type: 'drop', itemId, position })}
          onDragCancel={() => dispatch({ type: 'dragCancel' })}
        />
      </GameArea>
      <DragResult
        outcome={state.outcome}
        onNext={() => dispatch({ type: 'next', random: Math.random })}
        onTryAgain={() => dispatch({ type: 'tryAgain' })}
        onExit={onExit}
        mistakes={<StillInside ids={state.stillInside} urls={urls} />}
      />
    </>
  );
}

/** Invert drag-and-drop: every picture starts in the target and must be taken out of it. */
export function InvertDragAndDropGame({ levels, onExit }: InvertDragAndDropGameProps) {
  const [ref, width] = useGameWidth<HTMLElement>();
  if (levels.length === 0) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }
  return (
    <section ref={ref} className={layout.game} aria-label="Take them out game">
      {width > 0 && <InvertPlay levels={levels} width={width} onExit={onExit} />}
    </section>
  );
}
