import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A budget a figure is compared with: at most or at least `value` (in the figure's unit). */
export interface Budget {
  atMost?: number;
  atLeast?: number;
}

/** One measured figure of `npm run bench`. */
export interface Figure {
  /** Where it was measured, e.g. 'server · PGlite', 'server · PostgreSQL', 'client'. */
  group: string;
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** For a server figure: the same figure divided by the baseline measured in the same run. */
  ratio?: { value: number; to: string };
  note?: string;
}

/** The middle value, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile: the smallest value that `share` (0.95 for p95) of the values are at or below. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)];
  return value === undefined ? Number.NaN : value;
}

export type Verdict = 'ok' | 'over budget' | '';

export function verdict(figure: Figure): Verdict {
  const { budget, value } = figure;
  if (!budget) return '';
  if (budget.atMost !== undefined && value > budget.atMost) return 'over budget';
  if (budget.atLeast !== undefined && value < budget.atLeast) return 'over budget';
  return 'ok';
}

const round = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value).toString() : Number(value.toPrecision(3)).toString();

function budgetText(figure: Figure): string {
  const { budget } = figure;
  if (!budget) return '';
  if (budget.atMost !== undefined) return `≤ ${round(budget.atMost)} ${figure.unit}`;
  if (budget.atLeast !== undefined) return `≥ ${round(budget.atLeast)} ${figure.unit}`;
  return '';
}

/** The figures as a Markdown table (also what the README shows). */
export function table(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    figure.group,
    figure.name,
    `${round(figure.value)} ${figure.unit}`,
    figure.ratio ? `${round(figure.ratio.value)} × ${figure.ratio.to}` : '',
    budgetText(figure),
    verdict(figure),
  ]);
  const header = ['Where', 'Figure', 'Value', 'Ratio', 'Budget', 'Verdict'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Writes bench/results.json: the machine, the time, and every figure with its verdict. */
export function writeResults(figures: readonly Figure[], file = path.join('bench', 'results.json')): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    figures: figures.map((figure) => ({ ...figure, verdict: verdict(figure) })),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
