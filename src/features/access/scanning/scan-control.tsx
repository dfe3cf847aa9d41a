import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ScanPhase } from '#domain/scanning';
import styles from './scanning.module.css';

/** How long the teacher holds her control to pause or resume: longer than any switch press counts. */
export const HOLD_TO_TOGGLE_MS = 1500;

export interface ScanControlProps {
  phase: ScanPhase;
  /** Over a dialog (at the top of the screen) rather than in the header's bar. */
  floating: boolean;
  onStop: () => void;
  onGo: () => void;
}

/**
 * The teacher's pause and resume, and what the learner sees while the scan waits. The control acts
 * only when held for HOLD_TO_TOGGLE_MS (by finger, mouse or key), is never scanned and is never a
 * switch, so a learner's press, tap or tremor cannot pause the scan by accident.
 */
export function ScanControl({ phase, floating, onStop, onGo }: ScanControlProps) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const stopped = phase === 'stopped';
  const toggle = useRef(() => {});
  toggle.current = stopped ? onGo : onStop;

  const begin = () => {
    window.clearTimeout(timer.current);
    setHolding(true);
    timer.current = window.setTimeout(() => {
      setHolding(false);
      toggle.current();
    }, HOLD_TO_TOGGLE_MS);
  };
  const end = () => {
    window.clearTimeout(timer.current);
    setHolding(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) begin();
  };

  return (
    <div
      className={`${styles.control} ${floating ? styles.floating : ''}`}
      data-scan-control
      data-scan-own
      data-scan-skip="teacher"
    >
      {phase === 'waiting' && (
        <p className={styles.banner} role="status">
          Press your switch to start
        </p>
      )}
      {stopped && (
        <p className={`${styles.banner} ${styles.stoppedBanner}`} role="status">
          Scanning is paused
        </p>
      )}
      <button
        type="button"
        className={`${styles.hold} ${holding ? styles.holding : ''}`}
        title={stopped ? 'Hold to resume scanning' : 'Hold to pause scanning'}
        style={{ ['--hold-ms' as string]: `${HOLD_TO_TOGGLE_MS}ms` }}
        onPointerDown={begin}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
        onKeyUp={end}
        onBlur={end}
        onContextMenu={(event) => event.preventDefault()}
      >
        <span className={styles.fill} aria-hidden="true" />
        <span className={styles.holdIcon} aria-hidden="true">
          {stopped ? '▶' : '❚❚'}
        </span>
        <span className={styles.holdLabel}>
          {stopped ? 'Hold to resume' : 'Hold to pause'}
          <span className={styles.long}> scanning</span>
        </span>
      </button>
    </div>
  );
}
