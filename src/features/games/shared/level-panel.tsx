import type { CSSProperties, ReactNode } from 'react';
import styles from './level-panel.module.css';

/** A level's coloured (or pictured) backdrop behind its question and play area. */
export function LevelPanel({
  backgroundColor,
  backgroundImage,
  fill = false,
  children,
}: {
  backgroundColor: string;
  backgroundImage: string;
  /** The panel holds the play area: it takes the height the game has left. */
  fill?: boolean;
  children: ReactNode;
}) {
  const style: CSSProperties = { backgroundColor: backgroundColor || undefined };
  if (backgroundImage) style.backgroundImage = `url("${encodeURI(backgroundImage)}")`;
  return (
    <div className={`${styles.panel} ${fill ? styles.fill : ''}`} style={style}>
      {children}
    </div>
  );
}
