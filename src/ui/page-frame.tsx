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
  /** A page that prints its own headings leaves the title bar off the paper. */
  printTitle?: boolean;
  children: ReactNode;
}

export function PageFrame({
  title,
  onBack,
  backLabel = 'Back',
  backDisabled,
  actions,
  printTitle = true,
  children,
}: PageFrameProps) {
  return (
    <main className={styles.frame}>
      <div className={printTitle ? styles.top : `${styles.top} ${styles.screenOnly}`}>
        <Button variant="secondary" onClick={onBack ?? (() => window.history.back())} disabled={backDisabled}>
          ← {backLabel}
        </Button>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </main>
  );
}
