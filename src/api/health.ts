import { client } from './client.ts';
import { call } from './http.ts';

/** GET /health: whether the server is there (the answer, or its absence, is noted for the header). */
export const checkHealth = (timeoutMs: number) => call((o) => client.health.$get(undefined, o), { timeoutMs });
