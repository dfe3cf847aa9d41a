// `npm run bench`: measures the server (PGlite, and PostgreSQL when reachable) and the built
// client in one go on this machine, prints a table, writes bench/results.json and says for each
// figure whether it is within its budget. Never a failing test: these machines are shared and
// noisy, so server figures also carry a ratio to a baseline measured in the same run.
// `npm run bench -- server` or `-- client` runs one half; `-- client <section>` (e.g. offline-download)
// runs one client section and leaves bench/results.json, the record of a whole run, as it is.
import { run as runClient } from './client/index.ts';
import { type Figure, table, verdict, writeResults } from './lib/figures.ts';
import { run as runServer } from './server/index.ts';

const only = process.argv[2];
const section = only === 'client' ? process.argv[3] : undefined;
const figures: Figure[] = [];
if (only !== 'client') figures.push(...(await runServer()));
if (only !== 'server') figures.push(...(await runClient(section)));

console.log(`\n${table(figures)}\n`);
if (section) for (const figure of figures) console.log(`${figure.name}: ${figure.note ?? ''}`);
else writeResults(figures);
const over = figures.filter((figure) => verdict(figure) === 'over budget');
console.log(
  over.length === 0
    ? 'Every figure is within its budget.'
    : `${over.length} figure(s) over budget: ${over.map((figure) => `${figure.group} · ${figure.name}`).join('; ')}`,
);
if (!section) console.log('Written to bench/results.json');
