import { exportLearner } from '#api/learners.ts';
import { learnerExportCsv, learnerExportFileName } from '#domain/learner-export';
import type { LocalLearner } from '#offline/db.ts';
import { saveFile } from '#ui/save-file.ts';

export type ExportFormat = 'json' | 'csv';

/**
 * Saves on this device every record the server holds naming the learner: as JSON (the tables as
 * stored), or as CSV for a spreadsheet (with a byte-order mark, so that names such as Zoë read right).
 */
export async function saveLearnerExport(learner: Pick<LocalLearner, '_id' | 'displayName'>, format: ExportFormat) {
  const exported = await exportLearner(learner._id);
  const blob =
    format === 'json'
      ? new Blob([`${JSON.stringify(exported, null, 2)}\n`], { type: 'application/json' })
      : new Blob(['\uFEFF', learnerExportCsv(exported)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, learnerExportFileName(learner.displayName, exported.exportedAt, format));
}
