/**
 * BENCH_SERVER_ONLY narrows the bench to iterate on one figure: `pglite` or `postgres` for one
 * database, `startup` for the start-ups alone, or words of route names (`lessons`, `sync`,
 * `304`...) for those routes (health always runs, as the baseline of the ratios).
 */
const only = (process.env.BENCH_SERVER_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const targetWords = ['pglite', 'postgres'];
export const wantsTarget = (name: string) => !only.some((word) => targetWords.includes(word)) || only.includes(name);
const partWords = only.filter((word) => !targetWords.includes(word));
export const startupOnly = partWords.includes('startup');
/** Whether a part (a route's name) runs: every part when no words name parts. */
export const wantsPart = (name: string) =>
  partWords.length === 0 || partWords.some((word) => name.toLowerCase().includes(word.toLowerCase()));
export const partsNamed = partWords.length > 0;
