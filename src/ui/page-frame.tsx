import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  title: ReactNode;
  /** The back button: goes where `onBack` says, else one step back in history. */
  onBack?: () => void;
  backLabel?: string;
  backDisabled?: boolean;
  actions?: ReactNode;
  /**
   * The page fills the screen below the header: its content gets the height that is left (a game's
   * play area grows or shrinks to it), so the page does not scroll.
   */
  fill?: boolean;
  /** A page that prints its own headings leaves the title bar off the paper. */
  printTitle?: boolean;
  /** A learner's page: switch scanning, when on, scans its choices. */
  scanRoot?: boolean;
  children: ReactNode;
}

export function PageFrame({
  title,
  onBack,
  backLabel = 'Back',
  backDisabled,
  actions,
  fill = false,
  printTitle = true,
  scanRoot = false,
  children,
}: PageFrameProps) {
  return (
    <main
      className={`${styles.frame} ${fill ? styles.fill : ''}`}
      data-fill={fill || undefined}
      data-scan-root={scanRoot || undefined}
    >
      <div className={printTitle ? styles.top : `${styles.top} ${styles.screenOnly}`}>
        <Button variant="secondary" onClick={onBack ?? (() => window.history.back())} disabled={backDisabled}>
          ← {backLabel}
        </Button>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {fill ? <div className={styles.body}>{children}</div> : children}
    </main>
  );
}
