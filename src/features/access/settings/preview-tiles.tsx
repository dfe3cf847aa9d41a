import type { ReactNode } from 'react';
import styles from './settings.module.css';

/** Six everyday words with a simple picture each: what the preview's learner chooses between. */
const TILES: readonly { word: string; picture: ReactNode }[] = [
  {
    word: 'Ball',
    picture: (
      <g fill="none" stroke="#1e3a8a" strokeWidth="3">
        <circle cx="32" cy="32" r="20" fill="#60a5fa" />
        <path d="M12 32h40M32 12c-8 6-8 34 0 40M32 12c8 6 8 34 0 40" />
      </g>
    ),
  },
  {
    word: 'Apple',
    picture: (
      <g>
        <path fill="#dc2626" d="M32 22c-6-5-20-3-20 12s10 20 14 20 4-2 6-2 2 2 6 2 14-5 14-20-14-17-20-12z" />
        <path fill="#16a34a" d="M33 20c0-6 4-10 10-10 0 6-4 10-10 10z" />
      </g>
    ),
  },
  {
    word: 'Cup',
    picture: (
      <g fill="#f59e0b" stroke="#92400e" strokeWidth="3">
        <path d="M14 20h30v20a12 12 0 0 1-12 12h-6a12 12 0 0 1-12-12z" />
        <path fill="none" d="M44 26h4a6 6 0 0 1 0 12h-4" />
      </g>
    ),
  },
  {
    word: 'House',
    picture: (
      <g>
        <path fill="#b91c1c" d="M8 32L32 12l24 20z" />
        <rect x="14" y="32" width="36" height="22" fill="#fde68a" />
        <rect x="28" y="40" width="9" height="14" fill="#92400e" />
      </g>
    ),
  },
  {
    word: 'Tree',
    picture: (
      <g>
        <rect x="28" y="38" width="8" height="18" fill="#92400e" />
        <circle cx="32" cy="26" r="16" fill="#16a34a" />
      </g>
    ),
  },
  {
    word: 'Car',
    picture: (
      <g>
        <path fill="#7c3aed" d="M8 40v-8l8-2 6-10h20l8 10 6 2v8z" />
        <circle cx="20" cy="42" r="6" fill="#1f2937" />
        <circle cx="46" cy="42" r="6" fill="#1f2937" />
      </g>
    ),
  },
];

/** The preview's grid: two rows of three big tiles, scanned as a grid (rows, then items). */
export function PreviewTiles({ onChoose }: { onChoose: (word: string) => void }) {
  return (
    <div className={styles.tiles} data-scan-grid>
      {TILES.map(({ word, picture }) => (
        <button key={word} type="button" className={styles.tile} onClick={() => onChoose(word)}>
          <svg viewBox="0 0 64 64" aria-hidden="true" className={styles.tilePicture}>
            {picture}
          </svg>
          <span>{word}</span>
        </button>
      ))}
    </div>
  );
}
