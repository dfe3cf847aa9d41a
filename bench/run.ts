// `npm run bench`: measures the server (PGlite, and PostgreSQL when reachable) and the built
// client in one go on this machine, prints a table, writes bench/results.json and says for each
// figure whether it is within its budget. Never a failing test: these machines are shared and
// noisy, so server figures also carry a ratio to a baseline measured in the same run, and the
// machine figures (a bare Node server's start, a JavaScript reference, new memory's first touch)
// come first, so that a table is read against the machine it was measured on.
// `npm run bench -- server` or `-- client` runs one half, `-- packs` the course pack figures alone; `-- client javascript lighthouse` only
// those sections of the client half (see CLIENT_SECTIONS), written to bench/tmp/results.json so
// that a quick look never stands in for the full run's bench/results.json.
import path from 'node:path';
import { CLIENT_SECTIONS, run as runClient } from './client/index.ts';
import { type Figure, table, verdict, writeResults } from './lib/figures.ts';
import { backupFigures } from './server/backup.ts';
import { run as runServer } from './server/index.ts';
import { machineFigures } from './server/machine.ts';
import { packFigures } from './server/packs.ts';

const [only, ...sections] = process.argv.slice(2);
if (only === 'packs') {
  // `npm run bench -- packs`: the course pack figures alone, written to bench/tmp/results.json.
  const figures = [...(await machineFigures()), ...(await packFigures())];
  console.log(`\n${table(figures)}\n`);
  writeResults(figures, path.join('bench', 'tmp', 'results.json'));
  process.exit(0);
}
const unknown = sections.filter((name) => !(CLIENT_SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0 || (sections.length > 0 && only !== 'client')) {
  console.error(`Sections are of the client half, one or more of: ${CLIENT_SECTIONS.join(', ')}`);
  process.exit(2);
}
const picked = sections as (typeof CLIENT_SECTIONS)[number][];
const figures: Figure[] = await machineFigures();
if (only !== 'client') figures.push(...(await runServer()), ...(await backupFigures()), ...(await packFigures()));
if (only !== 'server') figures.push(...(await runClient(picked)));

console.log(`\n${table(figures)}\n`);
const resultsFile = picked.length > 0 ? path.join('bench', 'tmp', 'results.json') : undefined;
if (picked.length > 0) for (const figure of figures) console.log(`${figure.name}: ${figure.note ?? ''}`);
writeResults(figures, resultsFile);
const over = figures.filter((figure) => verdict(figure) === 'over budget');
console.log(
  over.length === 0
    ? 'Every figure is within its budget.'
    : `${over.length} figure(s) over budget: ${over.map((figure) => `${figure.group} · ${figure.name}`).join('; ')}`,
);
console.log(`Written to ${resultsFile ?? 'bench/results.json'}`);
