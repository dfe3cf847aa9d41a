import { ACTIVITY_KEYS, type ActivityKey } from './activity-keys.ts';
import { csvOf } from './csv.ts';
import type { Learner, LearnerReportData, LessonRecord } from './learner.ts';
import { activityTitle } from './lesson-cards.ts';

/**
 * The teacher's report of a course: for each learner (and the whole class), every lesson with each
 * of the nine activities done or not and when, and a summary. Pure, so the page, its print and its
 * CSV tell the same.
 */

export interface ReportLesson {
  _id: string;
  title: string;
}

/** Who a report section is about: a learner, or (learner null) the whole class. */
export interface ReportSection {
  learner: Learner | null;
  lessons: { lesson: ReportLesson; record: LessonRecord | undefined }[];
  /** Lessons with all nine activities done. */
  lessonsDone: number;
  lastSeenAt: string | undefined;
  /** Games played to their end, in all lessons. */
  gamesFinished: number;
  /** Activities finished (not only opened), in all lessons: each activity of a lesson once. */
  activitiesFinished: number;
}

export const WHOLE_CLASS = 'Whole class';

const isDone = (record: LessonRecord | undefined, key: ActivityKey) => record?.done.includes(key) ?? false;

/** The activities of a lesson finished (not only opened), in lesson order. */
export const finishedIn = (record: LessonRecord | undefined): ActivityKey[] =>
  ACTIVITY_KEYS.filter((key) => record?.finishedAt?.[key] !== undefined);

function section(learner: Learner | null, lessons: readonly ReportLesson[], records: LessonRecord[]): ReportSection {
  const byLesson = new Map(records.map((record) => [record.lessonId, record]));
  const rows = lessons.map((lesson) => ({ lesson, record: byLesson.get(lesson._id) }));
  const seen = records.map((record) => record.lastSeenAt).sort();
  return {
    learner,
    lessons: rows,
    lessonsDone: rows.filter(({ record }) => ACTIVITY_KEYS.every((key) => isDone(record, key))).length,
    lastSeenAt: seen.at(-1),
    gamesFinished: rows.reduce((sum, { record }) => sum + (record?.gamesFinished ?? 0), 0),
    activitiesFinished: rows.reduce((sum, { record }) => sum + finishedIn(record).length, 0),
  };
}

/**
 * One section per learner (active ones first, by name, then archived ones), then the whole class.
 * Records of lessons the course no longer has are left out.
 */
export function buildReport(data: LearnerReportData, lessons: readonly ReportLesson[]): ReportSection[] {
  const known = new Set(lessons.map((lesson) => lesson._id));
  const records = data.records.filter((record) => known.has(record.lessonId));
  const of = (learnerId: string | null) => records.filter((record) => record.learnerId === learnerId);
  const learners = [...data.learners].sort(
    (a, b) => Number(a.archived) - Number(b.archived) || a.displayName.localeCompare(b.displayName),
  );
  return [...learners.map((learner) => section(learner, lessons, of(learner._id))), section(null, lessons, of(null))];
}

/** The report's column heading of an activity: 'say it', 'find it', ... */
export const reportColumns = ACTIVITY_KEYS.map((key) => ({ key, title: activityTitle(key) }));

/**
 * The report as CSV: one line per learner and lesson, each activity's cell the time it was done
 * ("done" when recorded before times were kept) or empty, and the activities finished. Times are written by `moment`, the
 * formatting the printed report uses, so both show the teacher's local date and time.
 */
export function reportCsv(sections: readonly ReportSection[], moment: (iso: string) => string): string {
  const header = [
    'Learner',
    'Group',
    'Archived',
    'Lesson',
    ...reportColumns.map((column) => column.title),
    'Finished',
    'Last seen',
  ];
  const lines = [header];
  for (const { learner, lessons } of sections) {
    for (const { lesson, record } of lessons) {
      lines.push([
        learner?.displayName ?? WHOLE_CLASS,
        learner?.group ?? '',
        learner?.archived ? 'yes' : '',
        lesson.title,
        ...ACTIVITY_KEYS.map((key) => {
          const at = record?.doneAt[key];
          return isDone(record, key) ? (at ? moment(at) : 'done') : '';
        }),
        finishedIn(record).map(activityTitle).join('; '),
        record?.lastSeenAt ? moment(record.lastSeenAt) : '',
      ]);
    }
  }
  return csvOf(lines);
}
