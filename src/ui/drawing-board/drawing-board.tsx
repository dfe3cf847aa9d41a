import { lazy, Suspense } from 'react';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './drawing-board.module.css';
import type { DrawingBoardProps } from './drawing-board-types.ts';

export type { DrawingBoardHandle, DrawingBoardProps } from './drawing-board-types.ts';

// The drawing library is big: it loads only when a board is shown, not with the app.
const SketchBoard = lazy(() => import('./sketch-board.tsx').then((module) => ({ default: module.SketchBoard })));

/**
 * Drawing over a picture: pen and eraser with their widths (1-20), colour, undo, redo, clear and
 * reset, on a canvas 75vh high. A `ref` gives the drawing as a PNG (see DrawingBoardHandle).
 */
export function DrawingBoard(props: DrawingBoardProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.board}>
          <span className="visually-hidden" role="status">
            Loading the drawing tools…
          </span>
          <Skeleton style={{ height: 480 }} />
          <Skeleton className={styles.area} />
        </div>
      }
    >
      <SketchBoard {...props} />
    </Suspense>
  );
}
