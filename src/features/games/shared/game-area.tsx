import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { GAME_AREA_HEIGHT_PX } from '#domain/constants';
import { useElementSize } from '#ui/use-element-size.ts';
import styles from './game-layout.module.css';
import { fitScale, GameScaleContext } from './game-scale.ts';

/** The widest play area in game pixels: a wider screen shows the same area larger. */
const MAX_GAME_WIDTH_PX = 1152;

/** The width in game pixels of the play area of a game (section) as wide as the element the ref is set on. */
export function useGameWidth<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, number] {
  const [ref, size] = useElementSize<T>();
  return [ref, Math.min(size.width, MAX_GAME_WIDTH_PX)];
}

export interface GameAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** The play area's width in game pixels (from useGameWidth); it is GAME_AREA_HEIGHT_PX high. */
  width: number;
  backgroundImage?: string;
  backgroundColor?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The play area of a game, without padding, so positions in the game's state are game pixels from
 * its top-left corner. It takes the room the game leaves under its toolbar (in a page that fills
 * the screen) and is laid out as large as fits there: its children read the scale with
 * useGameScale and place themselves in screen pixels.
 */
export function GameArea({
  width,
  backgroundImage,
  backgroundColor,
  className = '',
  ref,
  style,
  children,
  ...rest
}: GameAreaProps) {
  const [stageRef, room] = useElementSize<HTMLDivElement>();
  const scale = fitScale(room, width);
  const areaStyle: CSSProperties = { ...style, width: width * scale, height: GAME_AREA_HEIGHT_PX * scale };
  if (backgroundColor) areaStyle.backgroundColor = backgroundColor;
  if (backgroundImage) areaStyle.backgroundImage = `url("${encodeURI(backgroundImage)}")`;
  return (
    <div ref={stageRef} className={styles.stage}>
      {scale > 0 && (
        <div ref={ref} data-testid="play-area" className={`${styles.area} ${className}`} style={areaStyle} {...rest}>
          <GameScaleContext value={scale}>{children}</GameScaleContext>
        </div>
      )}
    </div>
  );
}
