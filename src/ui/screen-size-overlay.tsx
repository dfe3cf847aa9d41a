import { useSyncExternalStore } from 'react';
import { MIN_SCREEN_WIDTH_PX } from '#domain/constants';
import styles from './screen-size-overlay.module.css';

const query = `(max-width: ${MIN_SCREEN_WIDTH_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Blocks screens narrower than 850 px: lessons and games need the width. */
export function ScreenSizeOverlay() {
  const tooSmall = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
  if (!tooSmall) return null;
  return (
    <div className={styles.overlay} role="alertdialog" aria-modal="true" aria-labelledby="screen-size-title">
      <div className={styles.icon} aria-hidden="true">
        ↔️
      </div>
      <h1 id="screen-size-title">Screen Size Too Small</h1>
      <p>This app needs at least {MIN_SCREEN_WIDTH_PX}px width.</p>
      <p>Please use a larger screen, or turn your tablet to landscape mode.</p>
    </div>
  );
}
