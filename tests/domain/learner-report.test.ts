import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import type { Learner, LessonRecord } from '#domain/learner';
import { buildReport, reportCsv } from '#domain/learner-report';

/** The time as the CSV's formatter would write it, minute by minute. */
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const learner = (id: string, displayName: string, fields: Partial<Learner> = {}): Learner => ({
  _id: id,
  displayName,
  avatar: 'sun',
  group: '',
  archived: false,
  settings: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const lessons = [
  { _id: 'l1', title: 'Lesson 1' },
  { _id: 'l2', title: 'Lesson 2' },
];
const record = (
  learnerId: string | null,
  lessonId: string,
  done: LessonRecord['done'],
  at: string,
  gamesFinished = 0,
): LessonRecord => ({
  learnerId,
  lessonId,
  done,
  doneAt: Object.fromEntries(done.map((key) => [key, at])),
  gamesFinished,
  lastSeenAt: at,
});

describe('the learner report', () => {
  const data = {
    learners: [learner('b', 'Ben', { archived: true }), learner('a', 'Ava', { group: 'Blue' })],
    records: [
      record('a', 'l1', [...ACTIVITY_KEYS], '2026-03-02T10:00:00.000Z', 2),
      record('a', 'l2', ['say-it'], '2026-03-03T09:00:00.000Z'),
      record('b', 'l2', ['play-it'], '2026-03-01T08:00:00.000Z'),
      {
        ...record('b', 'l1', ['play-it', 'find-it'], '2026-02-27T08:00:00.000Z', 1),
        finishedAt: { 'play-it': '2026-02-27T08:00:00.000Z', 'find-it': '2026-02-27T07:00:00.000Z' },
      },
      record(null, 'l1', ['play-it', 'say-it'], '2026-03-04T08:00:00.000Z'),
      record('a', 'gone', ['say-it'], '2026-03-09T09:00:00.000Z'),
    ],
  };

  it('gives each learner (active first, archived last) and then the whole class their lessons and summary', () => {
    const sections = buildReport(data, lessons);
    expect(sections.map((section) => section.learner?.displayName ?? 'Whole class')).toEqual([
      'Ava',
      'Ben',
      'Whole class',
    ]);
    const [ava, ben, whole] = sections;
    expect(ava).toMatchObject({ lessonsDone: 1, gamesFinished: 2, lastSeenAt: '2026-03-03T09:00:00.000Z' });
    expect(ava?.lessons.map((row) => row.record?.done.length ?? 0)).toEqual([9, 1]);
    expect(ava).toMatchObject({ activitiesFinished: 0 });
    expect(ben).toMatchObject({
      lessonsDone: 0,
      gamesFinished: 1,
      activitiesFinished: 2,
      lastSeenAt: '2026-03-01T08:00:00.000Z',
    });
    expect(whole).toMatchObject({ lessonsDone: 0, gamesFinished: 0, activitiesFinished: 0 });
  });

  it('exports one CSV line per learner and lesson, with the time each activity was done and those finished', () => {
    const csv = reportCsv(buildReport(data, lessons), minute).split('\r\n');
    expect(csv[0]).toBe(
      'Learner,Group,Archived,Lesson,say it,find it,hear it,watch it,play it,read it,learn it,practise it,write it,Finished,Last seen',
    );
    expect(csv[2]).toBe('Ava,Blue,,Lesson 2,2026-03-03 09:00,,,,,,,,,,2026-03-03 09:00');
    expect(csv[3]).toBe('Ben,,yes,Lesson 1,,2026-02-27 08:00,,,2026-02-27 08:00,,,,,find it; play it,2026-02-27 08:00');
    expect(csv[5]).toBe('Whole class,,,Lesson 1,2026-03-04 08:00,,,,2026-03-04 08:00,,,,,,2026-03-04 08:00');
    expect(csv).toHaveLength(8);
  });

  it('quotes fields that need it and keeps a name from being read as a formula', () => {
    const csv = reportCsv(buildReport({ learners: [learner('x', '=SUM(A1), "x"')], records: [] }, lessons), minute);
    expect(csv.split('\r\n')[1]).toBe(`"'=SUM(A1), ""x""",,,Lesson 1,,,,,,,,,,,`);
  });
});
