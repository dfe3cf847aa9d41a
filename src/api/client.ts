import { hc } from 'hono/client';
import type { AppType } from '#server/app';

/**
 * The API as the server declares it (`AppType`): paths, inputs and answers are checked by tsc, so a
 * renamed call or field fails the type check, not a test. Send calls through `call` (./http.ts).
 */
export const client = hc<AppType>('/api');
