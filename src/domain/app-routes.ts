import { ACTIVITY_KEYS } from './activity-keys.ts';
import { PRIVACY_PATH, RESET_PASSWORD_PATH } from './app-paths.ts';

const ID = '[^/]+';

/** The page routes of spec section 2 (and the reset-password and privacy pages), as the router matches them. */
const APP_ROUTES: readonly RegExp[] = [
  '',
  RESET_PASSWORD_PATH,
  PRIVACY_PATH,
  '/admin',
  '/admin/users',
  `/buy/${ID}`,
  `/class/${ID}`,
  `/class/${ID}/lessons`,
  `/class/${ID}/report`,
  '/learners',
  '/learners/settings',
  '/learners/goals',
  `/class/${ID}/lessons/${ID}`,
  `/class/${ID}/lessons/${ID}/(?:${ACTIVITY_KEYS.join('|')})`,
  `/class/${ID}/lessons/${ID}/print`,
].map((route) => new RegExp(`^${route}/?$`));

/**
 * Whether a same-origin path is one of the app's own pages, which the service worker answers
 * with the app shell. Anything else (the manual, lesson PDFs, files in public/, media) is a
 * document of its own and must reach the network or the device's stored copy.
 */
export function isAppPagePath(pathname: string): boolean {
  return APP_ROUTES.some((route) => route.test(pathname));
}
