import type { Ref } from 'react';

/** What a drawing board lets its page do with the drawing. */
export interface DrawingBoardHandle {
  /** The drawing over the background image as a PNG; `withBackground` is false when the image could not be drawn in. */
  exportPng: () => Promise<{ blob: Blob; withBackground: boolean }>;
}

export interface DrawingBoardProps {
  /** The picture the learner draws over; empty for a blank white page. */
  backgroundImage: string;
  /** The background picture's alt text. */
  backgroundAlt?: string;
  /** Lets the tools panel be folded away (the drawing game uses this to give the canvas room). */
  collapsible?: boolean;
  /** Something was drawn or stamped on the board. */
  onDrawn?: (() => void) | undefined;
  ref?: Ref<DrawingBoardHandle>;
}
