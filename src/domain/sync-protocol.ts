/**
 * The version of POST /activities/sync's batch (issue 37 §5), without zod so that the outbox can
 * read the server's answer without loading it. Protocol 1 is the spec's batch, with no `protocol`
 * field; 2 names itself; 3 adds the teacher's evidence (record-level, set-support and save-goal ops,
 * issue 35), which a server of protocol 2 would refuse as unknown. A server takes every protocol up to its own, so steps a tablet queued for
 * days before the server was upgraded still go; a batch of a newer protocol than the server's waits
 * (503 with Retry-After) until the server is upgraded too, and is never rejected.
 */
export const SYNC_PROTOCOL = 3;

/** A batch that names no protocol is the spec's: protocol 1. */
export const SPEC_SYNC_PROTOCOL = 1;

export const SYNC_STATUSES = ['applied', 'duplicate', 'rejected'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export interface SyncOpResult {
  opId: string;
  status: SyncStatus;
  error?: string;
}

export interface SyncResponse {
  results: SyncOpResult[];
  /** The protocol the server answered in (absent from a server of protocol 1). */
  protocol?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isOpResult(value: unknown): value is SyncOpResult {
  return (
    isRecord(value) &&
    typeof value.opId === 'string' &&
    (SYNC_STATUSES as readonly unknown[]).includes(value.status) &&
    (value.error === undefined || typeof value.error === 'string')
  );
}

/** Whether a sync answer is one the outbox can settle: every result an op id and a known status. */
export function isSyncResponse(value: unknown): value is SyncResponse {
  return (
    isRecord(value) &&
    Array.isArray(value.results) &&
    value.results.every(isOpResult) &&
    (value.protocol === undefined || typeof value.protocol === 'number')
  );
}
