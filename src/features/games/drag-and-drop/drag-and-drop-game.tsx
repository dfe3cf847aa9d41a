import { type MouseEvent, useEffect, useReducer } from 'react';
import {
  currentLevel,
  type DragMode,
  dragAndDropReducer,
  initialDragAndDropState,
  quantityGoal,
} from '#domain/games/drag-and-drop';
import { gameArea, type Rect } from '#domain/games/geometry';
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

export interface DragAndDropGameProps {
  mode: DragMode;
  levels: readonly DragLevel[];
  onExit: () => void;
}

const GAME_NAMES: Record<DragMode, string> = {
  multiple: 'Drag and drop game',
  quantity: 'Counting drag and drop game',
  'free-move': 'Free move game',
};

function instructionFor(hasTarget: boolean): string {
  return hasTarget
    ? 'Drag the pictures onto the target – or tap a picture, then tap the target. Then press Next.'
    : 'Drag the pictures where you like – or tap a picture, then tap a spot. Then press Next.';
}

interface DropTargetProps {
  target: Rect;
  image: string;
  /** The picture the learner tapped, which a tap on the target puts there. */
  selectedLabel: string | null;
  onPlace: () => void;
}

/** The target box, at the play area's scale; with a picture tapped, a tap on it puts the picture there. */
function DropTarget({ target, image, selectedLabel, onPlace }: DropTargetProps) {
  const scale = useGameScale();
  return (
    <button
      type="button"
      className={`${dragStyles.target} ${selectedLabel ? dragStyles.raised : ''}`}
      data-testid="drop-target"
      style={scaledBox(target, scale)}
      disabled={!selectedLabel}
      aria-label={selectedLabel ? `Put the ${selectedLabel} here` : 'Target'}
      onClick={onPlace}
    >
      {image && <img src={image} alt="" draggable={false} />}
    </button>
  );
}

function DragAndDropPlay({ mode, levels, width, onExit }: DragAndDropGameProps & { width: number }) {
  const [state, dispatch] = useReducer(dragAndDropReducer, undefined, () =>
    initialDragAndDropState(mode, levels, gameArea(width), Math.random),
  );
  useDragOutcome(state.levelIndex, state.outcome);

  useEffect(() => {
    if (width !== state.area.width) dispatch({ type: 'resize', area: gameArea(width), random: Math.random });
  }, [width, state.area.width]);

  const level = currentLevel(state);
  if (!level) return null;
  const { target, selectedId } = state;
  const selectedLabel = selectedId ? itemLabel(selectedId) : null;

  /** Tap-to-move: with a picture tapped, a tap on the play area (not on a picture or the target) moves it there. */
  const onAreaClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!selectedId || (event.target as HTMLElement).closest('[data-item-id], [data-testid="drop-target"]')) return;
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
        instruction={instructionFor(!!target)}
        goal={mode === 'quantity' ? quantityGoal(level.amount, level.quantityOperator) : undefined}
        onNext={() => dispatch({ type: 'check' })}
      />
      <GameArea
        width={state.area.width}
        backgroundImage={level.backgroundImage}
        data-level={state.levelIndex}
        onClick={onAreaClick}
      >
        <DragBoardView
          area={state.area}
          items={state.items}
          order={level.draggableItems.map((item) => item.id)}
          selectedId={selectedId}
          onSelect={(itemId) => dispatch({ type: 'select', itemId })}
          onDragStart={(itemId) => dispatch({ type: 'dragStart', itemId })}
          onDrop={(itemId, position) => dispatch({ type: 'drop', itemId, position })}
          onDragCancel={() => dispatch({ type: 'dragCancel' })}
        >
          {target && (
            <DropTarget
              target={target}
              image={level.targetItem}
              selectedLabel={selectedLabel}
              onPlace={() => dispatch({ type: 'place' })}
            />
          )}
          <DragPlaces
            area={state.area}
            chosenLabel={selectedLabel}
            onPlace={(position) => dispatch({ type: 'placeAt', position })}
          />
        </DragBoardView>
      </GameArea>
      <DragResult
        outcome={state.outcome}
        onNext={() => dispatch({ type: 'next', random: Math.random })}
        onTryAgain={() => dispatch({ type: 'tryAgain' })}
        onExit={onExit}
      />
    </>
  );
}

/** Multiple, quantity and free-move drag-and-drop: one view, as their rules are one machine. */
export function DragAndDropGame({ mode, levels, onExit }: DragAndDropGameProps) {
  const [ref, width] = useGameWidth<HTMLElement>();
  if (levels.length === 0) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }
  return (
    <section ref={ref} className={layout.game} aria-label={GAME_NAMES[mode]}>
      {width > 0 && <DragAndDropPlay mode={mode} levels={levels} width={width} onExit={onExit} />}
    </section>
  );
}
