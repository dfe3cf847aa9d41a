import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, reportCsv } from '#domain/learner-report';
import { reportTime } from '#features/learners/report-time.ts';

const DONE_AT = '2026-11-27T12:30:19.380Z';
const TEACHER_ZONE = 'Pacific/Auckland';

describe('the times of the Learner report', () => {
  const zone = process.env.TZ;
  // A teacher in New Zealand: 12:30 UTC is half past one the next morning there.
  beforeAll(() => {
    process.env.TZ = TEACHER_ZONE;
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("are the teacher's local date and time, not UTC", () => {
    const local = new Intl.DateTimeFormat([], {
      timeZone: TEACHER_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(DONE_AT));

    expect(reportTime(DONE_AT)).toBe(local);
    expect(reportTime(DONE_AT)).toMatch(/28/);
    expect(reportTime(DONE_AT)).toMatch(/01:30|1:30/);
  });

  it('are written in the CSV as the printed report shows them', () => {
    const sections = buildReport(
      {
        learners: [],
        records: [
          {
            learnerId: null,
            lessonId: 'l1',
            done: ['say-it'],
            doneAt: { 'say-it': DONE_AT },
            gamesFinished: 0,
            lastSeenAt: DONE_AT,
          },
        ],
      },
      [{ _id: 'l1', title: 'Lesson 1' }],
    );
    const line = reportCsv(sections, reportTime).split('\r\n')[1];

    expect(line).toContain(`"${reportTime(DONE_AT)}"`);
    expect(line).not.toContain('2026-11-27T');
    expect(line?.split(`"${reportTime(DONE_AT)}"`)).toHaveLength(3);
  });
});
