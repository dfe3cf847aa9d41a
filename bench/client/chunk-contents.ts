import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One line of a source map's `mappings`: each segment as [generated column, source index]. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      shift += 5;
      if (digit & 32) continue;
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    column += fields[0] ?? 0;
    if (fields.length > 1) state.source += fields[1] ?? 0;
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** The npm package (or 'app') a source of the map belongs to. */
function owner(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? 'app';
}

/**
 * What a built chunk is made of, by its source map: for each npm package (and the app's own
 * code) the gzip size of the code it generated, so many chunks can be added up per package.
 */
export function codeByPackage(file: string): Map<string, string> {
  const parts = new Map<string, string>();
  if (!existsSync(`${file}.map`)) return parts;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((mapping, index) => {
    const line = lines[index] ?? '';
    const segments = decodeLine(mapping, state);
    segments.forEach(([column, source], at) => {
      const name = source < 0 ? 'app' : owner(map.sources[source] ?? '');
      const end = segments[at + 1]?.[0] ?? line.length;
      parts.set(name, (parts.get(name) ?? '') + line.slice(column, end));
    });
  });
  return parts;
}

/** The packages of several chunks by gzip size (each package's code gzipped together), largest first. */
export function largestPackages(files: readonly string[], count: number): [string, number][] {
  const code = new Map<string, string>();
  for (const file of files) {
    for (const [name, part] of codeByPackage(file)) code.set(name, (code.get(name) ?? '') + part);
  }
  return [...code]
    .map(([name, part]): [string, number] => [name, gzipSync(part).length])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}
