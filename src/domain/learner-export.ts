import { csvOf } from './csv.ts';

/**
 * One learner's data, as a teacher exports it to honour a request under data-protection law: every
 * record in every table of the server that names the learner, each as the table stores it.
 */
export interface LearnerExport {
  /** When the server read the records (ISO 8601). */
  exportedAt: string;
  learnerId: string;
  /** Table name -> that table's records naming the learner (the learner's own profile under 'learners'). */
  tables: Record<string, Record<string, unknown>[]>;
}

/** The file names of an export: the learner's name as the teacher knows it, and the day. */
export function learnerExportFileName(displayName: string, exportedAt: string, extension: 'json' | 'csv'): string {
  const name =
    displayName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'learner';
  return `${name}-data-${exportedAt.slice(0, 10)}.${extension}`;
}

/** A field's value as text: strings as they are, anything else (numbers, lists, settings) as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value));

/**
 * The export as one CSV that any spreadsheet opens: a row per field of every record
 * (table, record, field, value), so tables of any shape fit in one file and nothing is left out.
 * A value that a spreadsheet would take for a formula is never read as one.
 */
export function learnerExportCsv(exported: LearnerExport): string {
  const rows = [['table', 'record', 'field', 'value']];
  for (const [table, records] of Object.entries(exported.tables)) {
    records.forEach((record, index) => {
      for (const [field, value] of Object.entries(record)) rows.push([table, String(index + 1), field, asText(value)]);
    });
  }
  return csvOf(rows);
}
