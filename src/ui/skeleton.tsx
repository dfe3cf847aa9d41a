import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey placeholder card that shimmers while content loads; hidden from screen readers. */
export function Skeleton({ style, className = '' }: { style?: CSSProperties; className?: string }) {
  return <div aria-hidden="true" data-testid="skeleton" className={`${styles.skeleton} ${className}`} style={style} />;
}

/** `count` skeletons, with one spoken "Loading…" for the whole group. */
export function Skeletons({ count, style, className }: { count: number; style?: CSSProperties; className?: string }) {
  return (
    <>
      <span className="visually-hidden" role="status">
        Loading…
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by
        <Skeleton key={index} style={style} {...(className ? { className } : {})} />
      ))}
    </>
  );
}
