import { create } from 'zustand';

/**
 * Whether the server answers, as the device last saw it. Every answer (any status but a 5xx) and
 * every failure to get one (offline, timeout, cut answer, 5xx) is noted here, from reads, the
 * progress outbox and the header's check, so that the header never says online while the server
 * cannot be reached, and the outbox retries at once when an answer shows the network is back.
 */
interface Reachability {
  /** When the last answer came. */
  answeredAt: number | null;
  /**
   * When the last request that got no answer was sent: one sent before an answer that came
   * later says nothing about now, however late it gives up.
   */
  failedAt: number | null;
}

export const useReachability = create<Reachability>()(() => ({ answeredAt: null, failedAt: null }));

/** How long an answer counts as recent: older than this, the header no longer says online. */
export const ANSWER_FRESH_MS = 60_000;

export function noteAnswered(at = Date.now()): void {
  useReachability.setState({ answeredAt: at });
}

export function noteUnreachable(sentAt: number): void {
  useReachability.setState((state) => ({ failedAt: Math.max(state.failedAt ?? 0, sentAt) }));
}

export type ServerState = 'reachable' | 'unreachable' | 'unknown';

/** Reachable only when the server answered recently and nothing failed since. */
export function serverState({ answeredAt, failedAt }: Reachability, now = Date.now()): ServerState {
  if (failedAt !== null && (answeredAt === null || failedAt >= answeredAt)) return 'unreachable';
  if (answeredAt !== null && now - answeredAt <= ANSWER_FRESH_MS) return 'reachable';
  return 'unknown';
}
