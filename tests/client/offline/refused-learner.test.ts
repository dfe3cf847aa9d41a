import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TOO_MANY_LEARNERS } from '#domain/learner';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { dismissRefusedChange, refusedLearnerChanges, replaceLearners, saveLearnerLocally } from '#offline/learners.ts';
import { dexieOutbox, enqueueStep, flushAll, queuedOps } from '#offline/outbox.ts';
import { learnersOf } from '../support/learners-on.ts';

const ALICE = { userId: 'alice', accessToken: 'token-a' };
const NEW_LEARNER = crypto.randomUUID();
type Sent = { ops: { opId: string; type: string }[] };

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`refused-learner-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** The server past the cap on active learners: it refuses every new profile and takes the rest. */
const capped = (async (_url: RequestInfo | URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as Sent;
  const results = body.ops.map((op) =>
    op.type === 'save-learner'
      ? { opId: op.opId, status: 'rejected', error: TOO_MANY_LEARNERS }
      : { opId: op.opId, status: 'applied' },
  );
  return new Response(JSON.stringify({ results }), { headers: { 'Content-Type': 'application/json' } });
}) as typeof fetch;

it('a learner the server refuses does not block the outbox, is kept aside with its reason, and goes once the teacher has read it', async () => {
  await saveLearnerLocally(db, 'alice', {
    type: 'save-learner',
    learnerId: NEW_LEARNER,
    displayName: 'Zoe',
    avatar: 'sun',
    group: '',
    archived: false,
  });
  await enqueueStep(db, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'lesson-1' });

  const outcome = await flushAll(dexieOutbox(db), ALICE, { fetch: capped });
  expect(outcome).toEqual({ kind: 'sent', acknowledged: 1, rejected: 1 });
  expect(await queuedOps(db, 'alice')).toEqual([]);
  const refused = await refusedLearnerChanges(db, 'alice');
  expect(refused.map((op) => [op.type === 'save-learner' && op.displayName, op.error])).toEqual([
    ['Zoe', TOO_MANY_LEARNERS],
  ]);

  // The server's list does not bring the refused profile back as if it were saved.
  await replaceLearners(db, 'alice', []);
  expect(await learnersOf(db, 'alice')).toEqual([]);

  await dismissRefusedChange(db, 'alice', refused[0]?.opId as string);
  expect(await refusedLearnerChanges(db, 'alice')).toEqual([]);
  expect(await learnersOf(db, 'alice')).toEqual([]);
});
