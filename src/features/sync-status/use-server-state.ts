import { useEffect, useState } from 'react';
import { checkHealth } from '#api/health.ts';
import { type ServerState, serverState, useReachability } from '#offline/reachability.ts';
import { useOnline } from '#ui/use-online.ts';

/** How often the header looks again while nothing else has talked to the server. */
const CHECK_EVERY_MS = 20_000;
const CHECK_TIMEOUT_MS = 8_000;

/** Asks the server whether it is there (the answer, or its absence, is noted by `call`). */
function checkServer() {
  checkHealth(CHECK_TIMEOUT_MS).catch(() => undefined);
}

/**
 * Whether the header may say online: offline when the browser has no network; otherwise what
 * the last answer or failure says, checked again every 20 s while the page is visible and
 * nothing else has asked the server (a connected Wi-Fi that answers nothing is not online).
 */
export function useServerState(): 'offline' | ServerState {
  const online = useOnline();
  const reachability = useReachability();
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!online) return;
    const tick = () => {
      setNow(Date.now());
      if (document.visibilityState !== 'visible') return;
      const { answeredAt, failedAt } = useReachability.getState();
      const last = Math.max(answeredAt ?? 0, failedAt ?? 0);
      if (Date.now() - last >= CHECK_EVERY_MS) checkServer();
    };
    tick();
    const interval = window.setInterval(tick, CHECK_EVERY_MS / 2);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [online]);

  return online ? serverState(reachability, now) : 'offline';
}
