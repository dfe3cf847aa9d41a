import { useEffect, useReducer } from 'react';
import {
  currentLevel,
  type DragMode,
  dragAndDropReducer,
  initialDragAndDropState,
  quantityGoal,
} from '#domain/games/drag-and-drop';
import { gameArea } from '#domain/games/geometry';
import type { DragLevel } from '#domain/play-it';
import dragStyles from '../shared/drag/drag.module.css';
import { DragBoardView } from '../shared/drag/drag-board-view.tsx';
import { DragResult } from '../shared/drag/drag-result.tsx';
import { DragToolbar } from '../shared/drag/drag-toolbar.tsx';
import { itemLabel } from '../shared/drag/item-label.ts';
import { useOutcomeSound } from '../shared/drag/use-outcome-sound.ts';
import { EmptyGame } from '../shared/empty-game.tsx';
import { GameArea } from '../shared/game-area.tsx';
import layout from '../shared/game-layout.module.css';
import { useElementWidth } from '../shared/use-element-width.ts';

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
    : 'Drag the pictures where you like. Then press Next.';
}

function DragAndDropPlay({ mode, levels, width, onExit }: DragAndDropGameProps & { width: number }) {
  const [state, dispatch] = useReducer(dragAndDropReducer, undefined, () =>
    initialDragAndDropState(mode, levels, gameArea(width), Math.random),
  );
  useOutcomeSound(state.outcome);

  useEffect(() => {
    if (width !== state.area.width) dispatch({ type: 'resize', area: gameArea(width), random: Math.random });
  }, [width, state.area.width]);

  const level = currentLevel(state);
  if (!level) return null;
  const { target, selectedId } = state;
  const selectedLabel = selectedId ? itemLabel(selectedId) : null;

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
      <GameArea backgroundImage={level.backgroundImage} data-level={state.levelIndex}>
        <DragBoardView
          area={state.area}
          items={state.items}
          order={level.draggableItems.map((item) => item.id)}
          selectedId={selectedId}
          onSelect={target ? (itemId) => dispatch({ type: 'select', itemId }) : undefined}
          onDragStart={(itemId) => dispatch({ type: 'dragStart', itemId })}
          onDrop={(itemId, position) => dispatch({ type: 'drop', itemId, position })}
          onDragCancel={() => dispatch({ type: 'dragCancel' })}
        >
          {target && (
            <button
              type="button"
              className={`${dragStyles.target} ${selectedId ? dragStyles.raised : ''}`}
              data-testid="drop-target"
              style={{ left: target.x, top: target.y, width: target.width, height: target.height }}
              disabled={!selectedId}
              aria-label={selectedLabel ? `Put the ${selectedLabel} here` : 'Target'}
              onClick={() => dispatch({ type: 'place' })}
            >
              {level.targetItem && <img src={level.targetItem} alt="" draggable={false} />}
            </button>
          )}
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
  const [ref, width] = useElementWidth<HTMLElement>();
  if (levels.length === 0) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }
  return (
    <section ref={ref} className={layout.game} aria-label={GAME_NAMES[mode]}>
      {width > 0 && <DragAndDropPlay mode={mode} levels={levels} width={width} onExit={onExit} />}
    </section>
  );
}
