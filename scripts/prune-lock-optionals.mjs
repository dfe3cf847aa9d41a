// The npm registry this project installs from serves only the linux-x64 builds of some
// native packages (Biome, Rollup). `npm install` then leaves their other platforms out of
// package-lock.json while keeping them listed as optional dependencies, and npm 11's
// `npm ci` refuses such a lock ("Missing: … from lock file"). Run this after every
// `npm install` that changes the lock: it drops the optional-dependency names that the
// lock holds no package for, so the lock describes exactly what can be installed.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));

function isLocked(from, name) {
  const parts = from ? from.split('/node_modules/') : [];
  for (let depth = parts.length; depth >= 0; depth--) {
    const prefix = parts.slice(0, depth).join('/node_modules/');
    if (lock.packages[`${prefix ? `${prefix}/` : ''}node_modules/${name}`]) return true;
  }
  return false;
}

let pruned = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (isLocked(path, name)) continue;
    delete entry.optionalDependencies[name];
    pruned++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${pruned} optional dependencies that the registry does not serve`);
