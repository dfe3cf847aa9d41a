import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { GAME_AREA_HEIGHT_PX } from '#domain/constants';
import styles from './game-layout.module.css';

export interface GameAreaProps extends HTMLAttributes<HTMLDivElement> {
  backgroundImage?: string;
  backgroundColor?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The play area of a game: the full width of the game, GAME_AREA_HEIGHT_PX high, without padding,
 * so positions in the game's state are pixels from its top-left corner.
 */
export function GameArea({
  backgroundImage,
  backgroundColor,
  className = '',
  ref,
  style,
  children,
  ...rest
}: GameAreaProps) {
  const areaStyle: CSSProperties = { ...style, height: GAME_AREA_HEIGHT_PX };
  if (backgroundColor) areaStyle.backgroundColor = backgroundColor;
  if (backgroundImage) areaStyle.backgroundImage = `url("${encodeURI(backgroundImage)}")`;
  return (
    <div ref={ref} className={`${styles.area} ${className}`} style={areaStyle} {...rest}>
      {children}
    </div>
  );
}
