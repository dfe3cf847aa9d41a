import { type ReactNode, useId } from 'react';
import { useHasErrorsUnder } from '#features/admin/common/field-errors.tsx';
import styles from './content-editor.module.css';

/** One collapsible section of the lesson content editor: its editor beside the learner's preview. */
export function ContentSection({
  title,
  path,
  open,
  onToggle,
  previewTitle,
  preview,
  stacked = false,
  children,
}: {
  title: string;
  /** The section's key in the draft; a section holding an invalid field says so while collapsed. */
  path: string;
  open: boolean;
  onToggle: () => void;
  previewTitle: string;
  preview: ReactNode;
  /** The preview above a full-width editor (Play It, whose preview is a game in a dialog). */
  stacked?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const invalid = useHasErrorsUnder(path);
  return (
    <section className={`${styles.section} ${open ? styles.open : ''}`} aria-labelledby={`${id}-title`}>
      <h3 className={styles.sectionHeading} id={`${id}-title`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onToggle}
        >
          <span className={styles.chevron} aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {title}
          {invalid && <span className={styles.invalid}>needs fixing</span>}
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className={`${styles.body} ${stacked ? styles.stacked : ''}`}>
        {open && (
          <>
            <fieldset className={styles.sectionEditor} aria-label={`${title} editor`}>
              {children}
            </fieldset>
            <aside className={styles.preview} aria-label={`${title} preview`}>
              <p className={styles.previewLabel}>
                Preview <span className={styles.previewTitle}>{previewTitle}</span>
              </p>
              <div className={styles.previewBody}>{preview}</div>
            </aside>
          </>
        )}
      </div>
    </section>
  );
}
