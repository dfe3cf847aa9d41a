import { asc, eq, sql } from 'drizzle-orm';
import type { ActivityKey } from '#domain/activity-keys';
import { activities, appliedOps } from '#server/db/schema';
import type { Caller, TestApp } from './test-app.ts';

/** An ISO time the given number of minutes before now (negative: after now). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export interface OpFields {
  opId?: string;
  seq: number;
  type?: 'start-lesson' | 'update-progress';
  productId: string;
  lessonId: string;
  activityKey?: ActivityKey | string;
  url?: string;
  occurredAt?: string;
}

/** A queued outbox op as a device sends it; an update-progress by default, opId made from seq. */
export function op(fields: OpFields) {
  return {
    opId: `op-${fields.seq}-${crypto.randomUUID().slice(0, 8)}`,
    type: 'update-progress',
    occurredAt: minutesAgo(60 - fields.seq / 1000),
    ...fields,
  };
}

export function sync(t: TestApp, caller: Caller, clientId: string, ops: unknown[]) {
  return t.call('POST', '/activities/sync', { token: caller.token, body: { clientId, ops } });
}

export function getActivity(t: TestApp, caller: Caller, productId: string, lessonId: string) {
  return t.call('GET', `/activities/get-activity?productId=${productId}&lessonId=${lessonId}`, {
    token: caller.token,
  });
}

/** The activity rows stored for a user, straight from the database. */
export function storedActivities(t: TestApp, userId: string) {
  return t.db.select().from(activities).where(eq(activities.userId, userId));
}

/**
 * The op ids recorded as applied for a user, in the order they were applied: by the time of their
 * transaction, and where a coarse clock ties, by their place in the table (rows are only appended).
 */
export async function appliedOpIds(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ opId: appliedOps.opId })
    .from(appliedOps)
    .where(eq(appliedOps.userId, userId))
    .orderBy(asc(appliedOps.appliedAt), sql`ctid`);
  return rows.map((row) => row.opId);
}

/** A product with `count` lessons and a customer who owns it. */
export async function ownedCourse(t: TestApp, admin: Caller, count = 1) {
  const product = await t.createProduct(admin);
  const lessons = [];
  for (let index = 0; index < count; index += 1) lessons.push(await t.createLesson(admin, product._id));
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, lessons, lesson: lessons[0] as (typeof lessons)[number], owner };
}
