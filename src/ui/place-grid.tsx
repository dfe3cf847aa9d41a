import styles from './place-grid.module.css';

export interface PlaceGridProps {
  /** The size of what the grid covers, in the units the cells are counted in (e.g. game pixels). */
  width: number;
  height: number;
  /** The largest a cell may be, in the same units: a place picked is never farther than half a cell from any spot. */
  maxCell: number;
  /** What each place is called, for the switch user's cue and screen readers ('Shine the light here'). */
  action: string;
  /** The centre of the place picked, in the same units, from the grid's top-left corner. */
  onPick: (centre: { x: number; y: number }) => void;
  /** E.g. to lie under what else the area holds; by default the grid lies over it. */
  className?: string;
}

/**
 * Places to pick, over an area that a pointer acts on by touching a spot (the flashlight's dark
 * room, a play area to put a picture on, a canvas to stamp on): a grid of buttons that switch
 * scanning reaches row by row. It covers its positioned parent.
 */
export function PlaceGrid({ width, height, maxCell, action, onPick, className = '' }: PlaceGridProps) {
  const columns = Math.max(1, Math.ceil(width / maxCell));
  const rows = Math.max(1, Math.ceil(height / maxCell));
  const cells = Array.from({ length: rows * columns }, (_, index) => ({
    row: Math.floor(index / columns),
    column: index % columns,
  }));
  return (
    <div
      className={`${styles.grid} ${className}`}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
      data-scan-grid
      data-testid="place-grid"
    >
      {cells.map(({ row, column }) => (
        <button
          key={`${row}-${column}`}
          type="button"
          className={styles.cell}
          aria-label={`${action}: row ${row + 1}, column ${column + 1}`}
          data-speak={`Row ${row + 1}, column ${column + 1}`}
          onClick={() => onPick({ x: ((column + 0.5) * width) / columns, y: ((row + 0.5) * height) / rows })}
        />
      ))}
    </div>
  );
}
