/**
 * The servers the end-to-end tests start: their ports, accounts, the built client they serve and
 * the logs the mails go to. E2E_PORT and DIST_DIR let two runs (or two builds) live side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DIST_DIR = process.env.DIST_DIR ?? 'dist';
export const dataDirOf = (port: number) => `test-results/e2e-data-${port}`;
export const serverLogOf = (port: number) => `test-results/e2e-server-${port}.log`;
export const E2E_SERVER_LOG = serverLogOf(E2E_PORT);
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
export const CUSTOMER = { email: 'teacher@e2e.test', password: 'teacher-password-e2e' };
/** The shop whose signed webhooks the e2e servers accept. */
export const SHOP = { domain: 'e2e-shop.myshopify.com', webhookSecret: 'e2e-shop-webhook-secret' };
