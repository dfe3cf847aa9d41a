import { startTransition, useEffect, useState } from 'react';
import { afterFirstPage } from '#offline/open-db.ts';
import { onOutboxChange } from '#offline/outbox-changes.ts';
import { type OutboxView, outboxView } from '#offline/page-outbox.ts';

/**
 * A user's outbox as the header shows it, read again after every change from any writer (the
 * page's Dexie, its runner, the worker, another tab); undefined until first read, once the first
 * page has shown. Read without Dexie, which a first visit then does not load for the header.
 */
export function useOutboxView(userId: string): OutboxView | undefined {
  const [view, setView] = useState<OutboxView>();
  useEffect(() => {
    let stopped = false;
    let reading: Promise<void> | undefined;
    let again = false;
    // One read at a time; changes during a read are read once more after it.
    const read = (): Promise<void> => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        do {
          again = false;
          const next = await outboxView(userId);
          if (!stopped) startTransition(() => setView(next));
        } while (again && !stopped);
      })()
        .catch((error: unknown) => console.error('Reading the outbox failed', error))
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    const stop = onOutboxChange(() => void read());
    void afterFirstPage().then(() => (stopped ? undefined : read()));
    return () => {
      stopped = true;
      stop();
    };
  }, [userId]);
  return view;
}
