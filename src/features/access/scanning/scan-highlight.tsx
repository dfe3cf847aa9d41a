import styles from './scanning.module.css';

export interface ScanHighlightProps {
  elements: readonly HTMLElement[];
  /** A whole group (a row) is highlighted rather than one choice. */
  group: boolean;
  colour: string;
  width: number;
}

/** The gap between a choice and the inner edge of its highlight. */
const GAP_PX = 4;

/**
 * The scan's highlight: a thick ring in the learner's colour and thickness around the choice (or
 * around a whole row), edged in black on both sides so that it reads on any picture, from across
 * a classroom on a whiteboard. It lies over the page and takes no pointer.
 */
export function ScanHighlight({ elements, group, colour, width }: ScanHighlightProps) {
  if (elements.length === 0) return null;
  const rects = elements.map((element) => element.getBoundingClientRect());
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  const right = Math.max(...rects.map((rect) => rect.right));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const outset = GAP_PX + width;
  return (
    <div
      className={`${styles.highlight} ${group ? styles.group : ''}`}
      data-testid="scan-highlight"
      data-scan-own
      data-scan-group-highlight={group || undefined}
      aria-hidden="true"
      style={{
        left: left - outset,
        top: top - outset,
        width: right - left + 2 * outset,
        height: bottom - top + 2 * outset,
        borderWidth: width,
        borderColor: colour,
      }}
    />
  );
}
