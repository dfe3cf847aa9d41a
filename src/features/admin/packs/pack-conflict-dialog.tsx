import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './packs.module.css';
import type { PendingConflict } from './use-course-packs.ts';

const timeOf = (iso: string) => new Date(iso).toLocaleString();

/**
 * The 409 of an import, as a stale save asks it: what this server holds (whose change, when) and
 * the two answers the server takes: replace this server's version with the pack, or keep it.
 */
export function PackConflictDialog({
  pending,
  onReplace,
  onKeep,
}: {
  pending: PendingConflict | null;
  onReplace: () => void;
  onKeep: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  // Once the dialog is open (its own effect, a child's, runs first): the safe answer has the focus.
  useEffect(() => {
    if (pending) keep.current?.focus();
  }, [pending]);
  if (!pending) return null;
  const { conflict, file } = pending;
  return (
    <Modal open title="This course has changed on this server" onClose={onKeep}>
      <p className={styles.conflictText} role="alert">
        {conflict.message}
      </p>
      <dl className={styles.facts}>
        <dt>On this server</dt>
        <dd>
          “{conflict.current.title}”, last changed by {conflict.changedBy ?? 'another author'} at{' '}
          {timeOf(conflict.changedAt)}
        </dd>
        <dt>In the pack</dt>
        <dd>{file.name}</dd>
      </dl>
      <p className={styles.conflictNote}>
        Replacing puts the pack’s product, lessons, cards and files in place of this server’s: the changes made here are
        lost.
      </p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={onReplace}>
          Replace this server’s version
        </Button>
        <button ref={keep} type="button" className={buttonClass('secondary')} onClick={onKeep}>
          Keep this server’s version
        </button>
      </div>
    </Modal>
  );
}
