import type { Point, Rect } from '#domain/games/geometry';
import { PlaceGrid } from '#ui/place-grid.tsx';
import { useSwitchAccess } from '#ui/switch-access.ts';
import styles from './drag.module.css';

/** How far apart the places offered for a picture are (game pixels): about a picture's width apart. */
const PLACE_PITCH_PX = 200;

/**
 * With a picture chosen and switch scanning on, the places of the play area it can be put on, as
 * choices the scan reaches (a pointer taps the spot, or drags). Under the pictures and the target,
 * which stay choices of their own.
 */
export function DragPlaces({
  area,
  chosenLabel,
  onPlace,
}: {
  area: Rect;
  chosenLabel: string | null;
  onPlace: (centre: Point) => void;
}) {
  const scanning = useSwitchAccess();
  if (!scanning || !chosenLabel) return null;
  return (
    <PlaceGrid
      width={area.width}
      height={area.height}
      maxCell={PLACE_PITCH_PX}
      action={`Put the ${chosenLabel} here`}
      onPick={({ x, y }) => onPlace({ x: area.x + x, y: area.y + y })}
      className={styles.places}
    />
  );
}
