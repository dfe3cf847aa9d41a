import { type ChildProcess, spawn } from 'node:child_process';
import { serverNodeFlags } from '../../../scripts/server-command.ts';
import { ADMIN, CUSTOMER, SHOP } from './settings.ts';

export interface ServerOptions {
  port: number;
  dataDir: string;
  distDir: string;
  /** Settings of this server's own, over the e2e ones (SEED_DEMO: '0' for a new school's server). */
  env?: Record<string, string>;
}

/** The compiled server `npm run build` writes (SERVER_OUT_DIR, as the build script reads it). */
export const SERVER_ENTRY = `${process.env.SERVER_OUT_DIR ?? 'dist-server'}/index.js`;

/**
 * Starts the real server as `npm start` runs it (the compiled one, a fresh data dir loaded from
 * the build's template) on the embedded database, with the e2e accounts and demo content.
 */
export function spawnServer({ port, dataDir, distDir, env = {} }: ServerOptions): ChildProcess {
  return spawn(process.execPath, [...serverNodeFlags(), SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // As behind one proxy: a test can stand for people at other addresses (X-Forwarded-For),
      // whom the per-address limits count apart.
      TRUST_PROXY: '1',
      DATABASE_URL: '',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CUSTOMER_EMAIL: CUSTOMER.email,
      DEMO_CUSTOMER_PASSWORD: CUSTOMER.password,
      SMTP_URL: '',
      SHOPIFY_WEBHOOK_SECRET: SHOP.webhookSecret,
      SHOPIFY_SHOP_DOMAIN: SHOP.domain,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
