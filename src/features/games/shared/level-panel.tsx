import type { CSSProperties, ReactNode } from 'react';
import styles from './level-panel.module.css';

/** A level's coloured (or pictured) backdrop behind its question and play area. */
export function LevelPanel({
  backgroundColor,
  backgroundImage,
  children,
}: {
  backgroundColor: string;
  backgroundImage: string;
  children: ReactNode;
}) {
  const style: CSSProperties = { backgroundColor: backgroundColor || undefined };
  if (backgroundImage) style.backgroundImage = `url("${encodeURI(backgroundImage)}")`;
  return (
    <div className={styles.panel} style={style}>
      {children}
    </div>
  );
}
