import { useState } from 'react';
import type { OutboxOp } from '#offline/db.ts';
import { openDb } from '#offline/open-db.ts';
import { flushNow } from '#offline/outbox-runner.ts';
import { oldestSavedAt, useSavedData } from '#offline/saved-data-store.ts';
import { useSyncState } from '#offline/sync-store.ts';
import { Button } from '#ui/button.tsx';
import { formatWhen } from '#ui/format-when.ts';
import styles from './sync-status.module.css';
import { useOutboxView } from './use-outbox-view.ts';
import { useServerState } from './use-server-state.ts';

const LABELS = {
  offline: 'Offline',
  unreachable: 'Server not reachable',
  unknown: 'Connecting...',
  reachable: 'Online',
} as const;

const STATES = {
  offline: 'You are offline.',
  unreachable: 'The server cannot be reached.',
  unknown: 'Checking the connection to the server.',
  reachable: 'You are online.',
} as const;

/**
 * The header's sync status: online (the server answered recently), offline or the server not
 * reachable, how many progress updates wait, when the last sync was, a 'Sync now' action, the
 * steps the server refused, and whether saved data is shown. Faults the outbox gets past by
 * itself say nothing more than what waits; only what needs the teacher is an alert.
 */
export function SyncStatus({
  userId,
  editsUnsaved = false,
}: {
  userId: string;
  /** An editor holds changes not saved to the server: then nothing reads 'all saved'. */
  editsUnsaved?: boolean;
}) {
  const server = useServerState();
  const [open, setOpen] = useState(false);
  const { syncing, lastSyncAt, problem, paused } = useSyncState();
  // Undefined until the device's queue has been read: until then nothing says 'all saved'.
  const outbox = useOutboxView(userId);
  const queued = outbox?.queued;
  const rejected = outbox?.rejected ?? [];
  const savedAt = oldestSavedAt(useSavedData((state) => state.shown));

  let label: string = LABELS[server];
  if (editsUnsaved) label = `${label} · unsaved changes`;
  else if (server === 'reachable' && queued === 0) label = 'Online · all saved';
  const waiting = queued ?? 0;
  const tone =
    server !== 'reachable' ? styles.offline : waiting > 0 || rejected.length > 0 || paused ? styles.attention : '';

  return (
    <div className={`${styles.status} ${tone}`}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls="sync-panel"
        onClick={() => setOpen(!open)}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span>{label}</span>
        {waiting > 0 && <span>· {waiting} waiting to be sent</span>}
        {savedAt !== null && <span className={styles.saved}>· showing saved data</span>}
      </button>
      {open && (
        <div id="sync-panel" className={styles.panel}>
          <p>
            <strong>{STATES[server]}</strong>{' '}
            {queued === undefined
              ? 'Looking for progress saved on this device.'
              : queued === 0
                ? 'All progress is saved on the server.'
                : `${queued} progress update${queued === 1 ? '' : 's'} saved on this device, waiting to be sent.`}
          </p>
          <p>Last sync: {lastSyncAt ? formatWhen(lastSyncAt) : 'not yet'}</p>
          {savedAt !== null && <p className={styles.saved}>This page shows data saved on {formatWhen(savedAt)}.</p>}
          {problem && <p role="alert">{problem}</p>}
          <Button size="small" onClick={() => void flushNow()} disabled={syncing || waiting === 0 || paused}>
            {syncing ? 'Syncing...' : 'Sync now'}
          </Button>
          {rejected.length > 0 && (
            <ul className={styles.rejected} aria-label="Progress the server refused">
              {rejected.map((op) => (
                <li key={op.opId}>
                  {describeOp(op)} on {formatWhen(Date.parse(op.occurredAt))}: {op.error}{' '}
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => void openDb().then((db) => db.outbox.delete(op.opId))}
                  >
                    Dismiss
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function describeOp(op: OutboxOp): string {
  if (op.type === 'save-learner') return `Saved the learner ${op.displayName}`;
  if (op.type === 'save-learner-settings') return "Saved a learner's access settings";
  if (op.type === 'finish-game') return 'Finished the game';
  if (op.type === 'finish-activity') return 'Finished an activity';
  if (op.type === 'record-level') return `Played level ${op.level + 1} of the game`;
  if (op.type === 'set-support') return "Marked a learner's support";
  if (op.type === 'save-goal') return op.removed ? "Removed a learner's goal" : "Saved a learner's goal";
  return op.type === 'start-lesson' ? 'Started a lesson' : `Opened ${op.activityKey}`;
}
