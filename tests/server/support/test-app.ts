import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { SectionsDraft } from '#domain/lesson';
import type { ProductDraft } from '#domain/product';
import { createApp } from '#server/app';
import { HashGate, hashPassword } from '#server/auth/passwords';
import { AttemptLimiter } from '#server/auth/rate-limit';
import { createTokenService } from '#server/auth/tokens';
import type { AppDeps } from '#server/context';
import { type Database, openDatabase } from '#server/db/connect';
import { createMemoryMailer } from '#server/mail/mailer';
import { fileStore } from '#server/media/file-store';
import { newPackSigningKey, packSignerFrom } from '#server/packs/signing-key';
import { insertUser, type UserRow } from '#server/repo/users';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!');
export const TEST_PASSWORD = 'correct horse battery';
/** The test app's PUBLIC_URL: `app.request('/api/…')` asks for http://localhost. */
export const TEST_PUBLIC_URL = 'http://localhost';

/**
 * A fresh database for one test file: PGlite loaded from the run's migrated template, or, when
 * DATABASE_URL is set, a schema of its own on that PostgreSQL, dropped at the end.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const database = await openDatabase({ kind: 'postgres', url, schema });
    return {
      database,
      drop: async () => {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA "${schema}" CASCADE`);
        await client.end();
      },
    };
  }
  const archive = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([archive]) });
  return { database, drop: () => database.close() };
}

export interface Caller {
  user: UserRow;
  token: string;
  email: string;
  password: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

const TEST_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export async function setupTestApp(overrides: Partial<AppDeps> = {}) {
  const { database, drop } = await freshDatabase();
  const mailer = createMemoryMailer();
  /** The server's clock, which a test can move forward (tokens keep the real time). */
  const clock = {
    offsetMs: 0,
    advance(ms: number) {
      clock.offsetMs += ms;
    },
  };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-media-'));
  const deps: AppDeps = {
    db: database.db,
    changes: database.changes,
    tokens: createTokenService(TEST_SECRET, TEST_TOKEN_TTL_SECONDS),
    mailer,
    limiter: new AttemptLimiter(database.db, now),
    hashes: new HashGate(),
    corsOrigins: [],
    publicUrl: TEST_PUBLIC_URL,
    allowedHosts: ['localhost'],
    trustProxy: 0,
    now,
    media: fileStore(mediaDir),
    packs: { signer: await packSignerFrom(newPackSigningKey(), 'the test key'), maxBytes: 64 * 1024 * 1024 },
    ...overrides,
  };
  const app = createApp(deps);
  let userCount = 0;
  /** argon2id is slow on purpose: every test user shares one hash of TEST_PASSWORD. */
  let sharedHash: Promise<string> | undefined;

  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(`/api${path}`, { method, headers, ...(body ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON answer is kept as text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function createUser(
    fields: {
      email?: string;
      name?: string;
      displayName?: string;
      admin?: boolean;
      customerSubscriptions?: string[];
      adminSubscriptions?: string[];
    } = {},
  ): Promise<Caller> {
    userCount += 1;
    const email = fields.email ?? `user${userCount}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    sharedHash ??= hashPassword(TEST_PASSWORD);
    const user = await insertUser(deps.db, {
      email,
      name: fields.name ?? `User ${userCount}`,
      ...(fields.displayName !== undefined ? { displayName: fields.displayName } : {}),
      passwordHash: await sharedHash,
      admin: fields.admin ?? false,
      customerSubscriptions: fields.customerSubscriptions ?? [],
      adminSubscriptions: fields.adminSubscriptions ?? [],
    });
    if (!user) throw new Error(`user ${email} exists`);
    const { accessToken } = await deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
    return { user, token: accessToken, email, password: TEST_PASSWORD };
  }

  const createAdmin = () => createUser({ admin: true });

  async function createProduct(admin: Caller, fields: Partial<ProductDraft> = {}) {
    const answer = await call('POST', '/products', {
      token: admin.token,
      body: { title: 'A course', shopifyProductId: `shop-${crypto.randomUUID().slice(0, 8)}`, ...fields },
    });
    if (answer.status !== 201) throw new Error(`product not created: ${JSON.stringify(answer.body)}`);
    return answer.body as { _id: string; shopifyProductId: string; title: string };
  }

  async function createLesson(
    admin: Caller,
    productId: string,
    fields: { title?: string; sections?: SectionsDraft; link?: string } = {},
  ) {
    const answer = await call('POST', '/lessons', {
      token: admin.token,
      body: { productId, title: 'A lesson', ...fields },
    });
    if (answer.status !== 201) throw new Error(`lesson not created: ${JSON.stringify(answer.body)}`);
    return answer.body as { _id: string; productId: string; order: number; title: string; version: number };
  }

  return {
    app,
    deps,
    /** The folder the app's media are kept in. */
    mediaDir,
    db: deps.db,
    mailer,
    clock,
    call,
    createUser,
    createAdmin,
    createProduct,
    createLesson,
    close: async () => {
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;
