// The server half of `npm run bench`: the real server process (server/index.ts) on loopback, on
// PGlite and, when reachable, on PostgreSQL. Start-up times, 30 simultaneous sign-ins, throughput
// and latency of the main routes at 10 and 50 keep-alive connections (see load.ts; each read route also
// as a ratio to GET /api/health measured in the same run), sync in ops/s, resident memory, and on
// PGlite the start-up after a crash (crash-startup.ts), and a teacher's reads while one client floods
// sign-outs with made-up proofs (logout-flood.ts).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/connect.ts';
import { pruneAppliedOps } from '../../server/repo/sync-batch.ts';
import type { Figure } from '../lib/figures.ts';
import { lessonIds, signIn, simultaneousSignIns } from './accounts.ts';
import { crashStartupFigures } from './crash-startup.ts';
import { pglite, postgres, type Target } from './databases.ts';
import { LOGOUT_FLOOD, logoutFloodFigures, revokedTokensFigure } from './logout-flood.ts';
import { partsNamed, startupOnly, wantsPart, wantsTarget } from './only.ts';
import { routeFigures } from './routes.ts';
import { ADMIN, DEDUPE_SECONDS, freePort, type ServerProcess } from './start-server.ts';
import { measureStartups } from './startup.ts';
import { workerFigures } from './workers.ts';

const SIGN_INS = 30;

async function benchTarget(target: Target): Promise<Figure[]> {
  const { group } = target;
  const started = Date.now();
  const step = (label: string) => console.log(`${group}: ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  const dataDir = path.resolve('bench', 'tmp', `server-${group.replace(/\W+/g, '-')}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let server: ServerProcess | undefined;
  try {
    step('start-up');
    const startup = await measureStartups(target, { port: await freePort(), dataDir, databaseUrl: target.databaseUrl });
    server = startup.server;
    const figures = [...startup.figures];
    if (!target.databaseUrl) {
      step('start-up after a crash');
      figures.push(...(await crashStartupFigures(target, { port: await freePort(), dataDir, databaseUrl: '' })));
    }
    if (startupOnly) return figures;

    step(`${SIGN_INS} simultaneous sign-ins`);
    const token = await signIn(server.url);
    const otherToken = await signIn(server.url, ADMIN);
    const lessons = await lessonIds(server.url, token);
    const signIns = await simultaneousSignIns(server.url, SIGN_INS);
    figures.push({
      group,
      name: `${SIGN_INS} simultaneous sign-ins, all answered`,
      value: signIns.ms,
      unit: 'ms',
      budget: { atMost: 1000 },
      note:
        signIns.failed.length > 0
          ? `NOT VALID: ${signIns.failed.length} failed (${[...new Set(signIns.failed)].join(', ')})`
          : 'every sign-in answered 200',
    });

    figures.push(
      ...(await routeFigures({
        group,
        server,
        token,
        otherToken,
        lessonIds: lessons,
        ...(target.shareBudget !== undefined ? { shareBudget: target.shareBudget } : {}),
        ...(target.revisitShareBudget !== undefined ? { revisitShareBudget: target.revisitShareBudget } : {}),
        ...(target.readP99Budget !== undefined ? { readP99Budget: target.readP99Budget } : {}),
        syncBudget: target.syncBudget,
        ...(target.floodReadBudget !== undefined ? { floodReadBudget: target.floodReadBudget } : {}),
        step,
      })),
    );
    const logoutFlood = wantsPart(LOGOUT_FLOOD);
    if (logoutFlood) {
      figures.push(
        ...(await logoutFloodFigures({
          group,
          server,
          token,
          lessonId: lessons[0] ?? '',
          step,
        })),
      );
    }

    // A turn of the event loop, so that a server that died under the load is seen as exited.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = server.exited();
    if (exited) {
      console.warn(`${group}: ${exited}`);
      figures.push({ group, name: 'NOT VALID: the server exited during the load', value: 0, unit: '', note: exited });
    } else {
      const memory = server.memory();
      figures.push({
        group,
        name: 'resident memory after the load',
        value: memory.rssMb,
        unit: 'MB',
        note: `VmRSS of the server process; peak (VmHWM) ${Math.round(memory.peakMb)} MB`,
      });
    }
    await server.stop();
    const stoppedAt = Date.now();
    if (logoutFlood || !partsNamed) {
      step('rows stored');
      figures.push(
        ...(await withStoppedDatabase(target, dataDir, async (database) => [
          ...(logoutFlood ? [revokedTokensFigure(group, await countRows(database, 'revoked_tokens'))] : []),
          ...(partsNamed ? [] : await dedupeFigures(group, database, stoppedAt)),
        ])),
      );
    }
    if (partsNamed) return figures;
    // After the dedupe figures: a new server's first prune sweep would change them.
    if (target.databaseUrl) {
      step('WORKERS');
      figures.push(
        ...(await workerFigures(
          group,
          { port: await freePort(), dataDir, databaseUrl: target.databaseUrl },
          token,
          lessons[0] ?? '',
        )),
      );
    }
    step('done');
    return figures;
  } finally {
    await server?.stop();
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench's database, opened from this process once the server has stopped (PGlite allows one process). */
async function withStoppedDatabase<T>(
  target: Target,
  dataDir: string,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const database = target.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: target.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function countRows(database: Database, table: string): Promise<number> {
  const { rows } = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n ?? 0;
}

/**
 * What the sync load left in the dedupe tables, read from the database once the server stopped:
 * right after the load, and once the bench's dedupe window has passed and the prune the server
 * sweeps with has run.
 */
async function dedupeFigures(group: string, database: Database, stoppedAt: number): Promise<Figure[]> {
  const afterLoad = await countRows(database, 'applied_ops');
  const devices = await countRows(database, 'sync_devices');
  const windowMs = DEDUPE_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + windowMs - Date.now())));
  await pruneAppliedOps(database.db, new Date(Date.now() - windowMs));
  const afterWindow = await countRows(database, 'applied_ops');
  const note = `SYNC_DEDUPE_SECONDS=${DEDUPE_SECONDS} in the bench (default a day); every sync batch of the bench is a new device, ${devices} devices in sync_devices`;
  return [
    { group, name: 'applied_ops rows right after the load', value: afterLoad, unit: 'rows', note },
    {
      group,
      name: 'applied_ops rows once the dedupe window has passed',
      value: afterWindow,
      unit: 'rows',
      budget: { atMost: 0 },
      note: `after the prune the server sweeps with; ${devices} rows in sync_devices (one per device)`,
    },
  ];
}

const notMeasured = (group: string, why: string): Figure => ({
  group,
  name: 'not measured',
  value: 0,
  unit: '',
  note: why,
});

/** A database whose bench fails is reported as not measured; the other one (and the client half) still run. */
async function benchOrReport(target: Target): Promise<Figure[]> {
  try {
    return await benchTarget(target);
  } catch (error) {
    console.error(`${target.group}: the bench failed:`, error);
    return [notMeasured(target.group, `the bench failed: ${error instanceof Error ? error.message : error}`)];
  }
}

export async function run(): Promise<Figure[]> {
  const figures = wantsTarget('pglite') ? await benchOrReport(pglite) : [];
  if (!wantsTarget('postgres')) return figures;
  const pg = await postgres();
  if ('skipped' in pg) {
    console.warn(`server · PostgreSQL: skipped. ${pg.skipped}`);
    figures.push(notMeasured('server · PostgreSQL', pg.skipped));
  } else {
    figures.push(...(await benchOrReport(pg)));
  }
  return figures;
}
