import type { EditConflict, SectionSource } from '#domain/edit-version';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './editor.module.css';

const timeOf = (iso: string) => new Date(iso).toLocaleString();

/** A section of a merge, by the name the author knows it by. */
export interface MergedSection {
  label: string;
  source: SectionSource;
}

const FROM: Record<Exclude<SectionSource, 'same'>, string> = {
  theirs: 'Taken from theirs',
  mine: 'Taken from mine',
  both: 'Changed by both: mine is kept',
};

/**
 * What a refused save offers: the other author's name and time, then keep theirs (drop my
 * changes), keep mine (save mine over theirs) or, when each side changed sections of its own,
 * merge by section.
 */
export function ConflictDialog({
  conflict,
  what,
  sections = [],
  busy = false,
  onTheirs,
  onMine,
  onMerge,
  onClose,
}: {
  conflict: EditConflict<unknown> | null;
  /** What was changed, as the sentence names it: 'this lesson', 'the Find It cards'. */
  what: string;
  sections?: readonly MergedSection[];
  busy?: boolean;
  onTheirs: () => void;
  onMine: () => void;
  /** Absent when a merge would equal keeping one side whole. */
  onMerge?: (() => void) | undefined;
  /** Decide later: my changes stay unsaved where they are. */
  onClose: () => void;
}) {
  if (!conflict) return null;
  const who = conflict.changedBy ?? 'Another author';
  const changed = sections.filter((section) => section.source !== 'same');
  return (
    <Modal open title="Changed by another author" onClose={onClose}>
      <p className={styles.confirmText} role="alert">
        {who} changed {what} at {timeOf(conflict.changedAt)}, after you opened it. Your save was not applied.
      </p>
      {changed.length > 0 && (
        <ul className={styles.conflictSections} aria-label="Sections changed">
          {changed.map((section) => (
            <li key={section.label}>
              {section.label}: {FROM[section.source as Exclude<SectionSource, 'same'>]}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onTheirs} disabled={busy}>
          Keep theirs
        </Button>
        <Button variant="secondary" onClick={onMine} disabled={busy}>
          Keep mine
        </Button>
        {onMerge && (
          <Button onClick={onMerge} disabled={busy} autoFocus>
            Merge by section
          </Button>
        )}
      </div>
    </Modal>
  );
}
