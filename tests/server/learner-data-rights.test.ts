import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LearnerExport } from '#domain/learner-export';
import { eraseExpiredLearners, learnerRetentionMs } from '#server/retention/learner-retention';
import { minutesAgo, op, ownedCourse, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/**
 * A child's data rights as a school honours them: every record naming a learner handed over on
 * request, erased for good on request (not even their id is left in any table) and, where the
 * school sets LEARNER_RETENTION, erased by the server once archived that long.
 */

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** Every table of the database, as the schema lists them (not as the code knows them). */
async function allTables(): Promise<string[]> {
  const found = (await t.db.execute(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  return found.rows.map((row) => row.table_name);
}

/** Per table, how many of its rows contain `text` anywhere (any column, as the row reads as text). */
async function rowsNaming(text: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await allTables()) {
    const found = (await t.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} AS r WHERE r::text LIKE ${`%${text}%`}`,
    )) as unknown as { rows: { n: number }[] };
    const n = found.rows[0]?.n ?? 0;
    if (n > 0) counts[table] = n;
  }
  return counts;
}

/** A learner with a name, settings and progress in two lessons, made through the outbox as a tablet does. */
async function learnerWithRecords() {
  const { product, owner } = await ownedCourse(t, admin, 2);
  const lessons = (await t.call<{ _id: string }[]>('GET', `/lessons?productId=${product._id}`, { token: owner.token }))
    .body;
  const id = crypto.randomUUID();
  const displayName = `Zoë ${id.slice(0, 6)}`;
  const answer = await sync(t, owner, 'tablet', [
    {
      opId: crypto.randomUUID(),
      seq: 1,
      type: 'save-learner',
      occurredAt: minutesAgo(30),
      learnerId: id,
      displayName,
      avatar: 'sun',
      group: 'Blue table',
      archived: false,
    },
    {
      ...op({ productId: product._id, lessonId: lessons[0]?._id ?? '', seq: 2, activityKey: 'say-it' }),
      learnerIds: [id],
    },
    {
      ...op({ productId: product._id, lessonId: lessons[1]?._id ?? '', seq: 3, activityKey: 'hear-it' }),
      learnerIds: [id],
    },
    // The teacher's evidence: a game level, a support mark and a goal.
    {
      opId: crypto.randomUUID(),
      seq: 4,
      type: 'record-level',
      occurredAt: minutesAgo(20),
      productId: product._id,
      lessonId: lessons[0]?._id ?? '',
      game: 'image-reveal',
      level: 0,
      tries: 1,
      firstTry: true,
      hints: 0,
      audio: 0,
      ms: 1500,
      learnerIds: [id],
    },
    {
      opId: crypto.randomUUID(),
      seq: 5,
      type: 'set-support',
      occurredAt: minutesAgo(20),
      productId: product._id,
      lessonId: lessons[0]?._id ?? '',
      learnerId: id,
      day: '2026-11-27',
      level: 'prompted',
    },
    {
      opId: crypto.randomUUID(),
      seq: 6,
      type: 'save-goal',
      occurredAt: minutesAgo(20),
      goalId: crypto.randomUUID(),
      learnerId: id,
      text: `${displayName} asks for a drink with a symbol`,
    },
  ]);
  expect(answer.body.results.map((result: { status: string }) => result.status)).toEqual(Array(6).fill('applied'));
  const settings = await t.call('PUT', `/learners/${id}/settings`, { token: owner.token, body: { scanMode: 'step' } });
  expect(settings.status).toBe(200);
  return { id, displayName, owner, product };
}

describe("a learner's data", () => {
  it('is exported whole to their teacher: every row of every table that names them, and nothing of anyone else', async () => {
    const { id, displayName, owner } = await learnerWithRecords();
    const other = await learnerWithRecords();
    const answer = await t.call<LearnerExport>('GET', `/learners/${id}/export`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { tables, learnerId } = answer.body;
    expect(learnerId).toBe(id);
    expect(tables.learners).toEqual([
      expect.objectContaining({ id, display_name: displayName, group: 'Blue table', archived: false }),
    ]);
    expect(tables.learners?.[0]?.settings).toMatchObject({ scanMode: 'step' });
    expect(tables.learner_activities).toHaveLength(2);
    expect(tables.learner_levels).toEqual([expect.objectContaining({ game: 'image-reveal', first_try: true })]);
    expect(tables.learner_support).toEqual([expect.objectContaining({ level: 'prompted', day: '2026-11-27' })]);
    expect(tables.learner_goals).toEqual([expect.objectContaining({ removed: false, target: null })]);
    // What the database holds naming the learner, found by reading every table's rows as text.
    const exported = Object.fromEntries(
      Object.entries(tables)
        .filter(([, records]) => records.length > 0)
        .map(([table, records]) => [table, records.length]),
    );
    expect(await rowsNaming(id)).toEqual(exported);
    expect(JSON.stringify(answer.body)).not.toContain(other.id);
  });

  it("is never another teacher's to export", async () => {
    const { id } = await learnerWithRecords();
    const { owner: stranger } = await ownedCourse(t, admin);
    expect((await t.call('GET', `/learners/${id}/export`, { token: stranger.token })).status).toBe(403);
    expect((await t.call('GET', `/learners/${crypto.randomUUID()}/export`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/learners/${id}/export`)).status).toBe(401);
  });

  it('is erased from every table, the id included, and a device that still queues a change to them makes them again nowhere', async () => {
    const { id, displayName, owner } = await learnerWithRecords();
    expect(Object.keys(await rowsNaming(id)).length).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/learners/${id}`, { token: owner.token })).status).toBe(204);
    expect(await rowsNaming(id)).toEqual({});
    expect(await rowsNaming(displayName)).toEqual({});
    const late = await sync(t, owner, 'whiteboard', [
      {
        opId: crypto.randomUUID(),
        seq: 1,
        type: 'save-learner',
        occurredAt: minutesAgo(1),
        learnerId: id,
        displayName,
        avatar: 'sun',
        group: '',
        archived: false,
      },
    ]);
    expect(late.body.results[0].status).toBe('applied');
    expect(await rowsNaming(id)).toEqual({});
    expect(await rowsNaming(displayName)).toEqual({});
    expect((await t.call('GET', '/learners', { token: owner.token })).body).toEqual([]);
  });
});

describe('LEARNER_RETENTION', () => {
  it('reads a period such as 365d, and stops the start on anything else', () => {
    expect(learnerRetentionMs({})).toBeUndefined();
    expect(learnerRetentionMs({ LEARNER_RETENTION: ' ' })).toBeUndefined();
    expect(learnerRetentionMs({ LEARNER_RETENTION: '365d' })).toBe(365 * DAY_MS);
    expect(learnerRetentionMs({ LEARNER_RETENTION: '12h' })).toBe(DAY_MS / 2);
    expect(() => learnerRetentionMs({ LEARNER_RETENTION: 'a year' })).toThrow(
      'LEARNER_RETENTION must look like 365d, 30d or 12h',
    );
    expect(() => learnerRetentionMs({ LEARNER_RETENTION: '0d' })).toThrow('LEARNER_RETENTION must look like');
  });

  it('erases, with their records, the learners archived longer ago than the period, and says so in the log', async () => {
    const put = (caller: Caller, id: string, archived: boolean) =>
      t.call('PUT', `/learners/${id}`, {
        token: caller.token,
        body: { displayName: `Learner ${id.slice(0, 4)}`, avatar: 'sun', archived },
      });
    const archivedLong = await learnerWithRecords();
    const restored = await learnerWithRecords();
    const active = await learnerWithRecords();
    expect((await put(archivedLong.owner, archivedLong.id, true)).status).toBe(200);
    expect((await put(restored.owner, restored.id, true)).status).toBe(200);
    // Forty days later: one was restored meanwhile, another archived only now.
    t.clock.advance(40 * DAY_MS);
    expect((await put(restored.owner, restored.id, false)).status).toBe(200);
    const archivedNow = await learnerWithRecords();
    expect((await put(archivedNow.owner, archivedNow.id, true)).status).toBe(200);

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const erased = await eraseExpiredLearners(t.db, 30 * DAY_MS, t.deps.now());
      expect(erased).toBe(1);
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('Learner retention: erased 1 archived learner archived'),
      );
    } finally {
      log.mockRestore();
    }
    expect(await rowsNaming(archivedLong.id)).toEqual({});
    for (const kept of [restored, active, archivedNow]) {
      expect(Object.keys(await rowsNaming(kept.id))).toEqual(
        expect.arrayContaining(['learners', 'learner_activities']),
      );
    }
  });
});

describe('GET /privacy', () => {
  it('tells anyone, signed in or not, how long this server keeps archived learners', async () => {
    expect((await t.call('GET', '/privacy')).body).toEqual({ learnerRetentionDays: null });
    const school = await setupTestApp({ learnerRetentionMs: 365 * DAY_MS });
    try {
      expect((await school.call('GET', '/privacy')).body).toEqual({ learnerRetentionDays: 365 });
    } finally {
      await school.close();
    }
  });
});
