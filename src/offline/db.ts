import Dexie, { type EntityTable } from 'dexie';

/** A server answer kept for reading offline, per user and query key. */
export interface SavedRead {
  id: string;
  userId: string;
  value: unknown;
  storedAt: number;
}

/** A media file kept for offline use, served by the service worker. */
export interface StoredMedia {
  url: string;
  /** ArrayBuffer rather than Blob: WebKit cannot keep Blobs in IndexedDB reliably. */
  body: ArrayBuffer;
  type: string;
  size: number;
  storedAt: number;
  /** The courses whose offline copy holds this file; visited lessons keep theirs under 'visited'. */
  owners: string[];
}

export type OpType = 'start-lesson' | 'update-progress';

/** One progress step waiting in the outbox until the server has acknowledged it. */
export interface OutboxOp {
  opId: string;
  userId: string;
  clientId: string;
  seq: number;
  type: OpType;
  productId: string;
  lessonId: string;
  activityKey?: string | undefined;
  url?: string | undefined;
  occurredAt: string;
  /** 'queued' waits to be sent; 'rejected' was refused by the server and is kept for the teacher to see. */
  state: 'queued' | 'rejected';
  error?: string | undefined;
}

/** A course made available offline on this device. */
export interface OfflineCourse {
  productId: string;
  title: string;
  downloadedAt: number;
  files: number;
  bytes: number;
  failed: string[];
}

/**
 * A signed-out teacher's progress still to be sent, sealed (AES-GCM, with her outbox key, which
 * leaves the device at sign-out) so that the next teacher on a shared tablet cannot read it.
 */
export interface SealedOp {
  opId: string;
  /** A hash of the teacher's id, not the id itself. */
  userId: string;
  iv: Uint8Array;
  data: ArrayBuffer;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  reads: EntityTable<SavedRead, 'id'>;
  media: EntityTable<StoredMedia, 'url'>;
  outbox: EntityTable<OutboxOp, 'opId'>;
  courses: EntityTable<OfflineCourse, 'productId'>;
  meta: EntityTable<MetaEntry, 'key'>;
  sealed: EntityTable<SealedOp, 'opId'>;
};

export const OFFLINE_DB_NAME = 'symbol-courses';

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    reads: 'id, userId',
    media: 'url, *owners',
    outbox: 'opId, [userId+state+seq], userId',
    courses: 'productId',
    meta: 'key',
  });
  db.version(2).stores({ sealed: 'opId, userId' });
  return db;
}

/** The one database of this page or worker. */
export const offlineDb: OfflineDb = openOfflineDb();
