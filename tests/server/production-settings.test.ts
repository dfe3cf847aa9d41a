import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { openConfiguredDatabase } from '#server/start';
import { newPgliteDataDir } from './support/pglite-data-dir.ts';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://courses.example.org' };

describe('settings in production', () => {
  it('refuses to start without SMTP_URL unless MAIL_TO_LOG=1 asks for mails in the log', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, MAIL_TO_LOG: '1' })).not.toThrow();
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtps://mailer:secret@mail.example.org' })).not.toThrow();
    expect(() => loadConfig({})).not.toThrow();
  });

  it('seeds no demo content unless SEED_DEMO asks for it', () => {
    expect(loadConfig({ ...production, MAIL_TO_LOG: '1' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, MAIL_TO_LOG: '1', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });
});

describe('the passwords the seed sets', () => {
  it('follow the rules of every password: a bad ADMIN_PASSWORD or DEMO_CUSTOMER_PASSWORD stops the start', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'aaaaaaaaaaaa' })).toThrow(
      /must not be one character repeated[\s\S]*ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ DEMO_CUSTOMER_PASSWORD: 'short' })).toThrow(
      /must be at least 8 characters[\s\S]*DEMO_CUSTOMER_PASSWORD/,
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'admin password one', DEMO_CUSTOMER_PASSWORD: '' })).toMatchObject({
      adminPassword: 'admin password one',
      demoCustomerPassword: undefined,
    });
  });
});

describe('DATA_DIR', () => {
  it('is made readable by the server’s user only when the database opens', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-data-'));
    try {
      await newPgliteDataDir(path.join(dataDir, 'pglite'));
      await chmod(dataDir, 0o755);
      const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
      await database.close();
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
