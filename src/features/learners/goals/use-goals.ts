import { useQuery } from '@tanstack/react-query';
import { goalsQuery } from '#api/evidence.ts';
import { overlayGoals, type ShownGoal } from '#domain/pending-evidence';
import { NOTHING_PENDING, pendingOnDevice } from '#offline/evidence.ts';
import { useLiveQuery } from '#offline/use-live-query.ts';
import { useAuth } from '#state/auth-store.ts';

/**
 * A teacher's goals as this device knows them: the server's (its saved copy offline) with the changes
 * still in the outbox laid over them. `loaded` once the server's list, or its saved copy, is in.
 */
export function useGoals(): { goals: ShownGoal[]; loaded: boolean; error: unknown; retry: () => void } {
  const userId = useAuth((state) => state.user?._id) ?? '';
  const server = useQuery(goalsQuery());
  const pending = useLiveQuery(pendingOnDevice, userId, NOTHING_PENDING, 'now');
  return {
    goals: overlayGoals(server.data ?? [], pending.goals),
    loaded: server.data !== undefined,
    error: server.data === undefined && server.isError ? server.error : undefined,
    retry: () => void server.refetch(),
  };
}
