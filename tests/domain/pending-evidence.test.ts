import { describe, expect, it } from 'vitest';
import type { Goal } from '#domain/evidence';
import type { LearnerReportData } from '#domain/learner';
import { overlayGoals, type PendingEvidence, withPending } from '#domain/pending-evidence';

const server: LearnerReportData = {
  learners: [],
  records: [
    {
      learnerId: 'ava',
      lessonId: 'l1',
      done: ['say-it'],
      doneAt: { 'say-it': '2026-03-02T09:00:00.000Z' },
      gamesFinished: 0,
      lastSeenAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  levels: [],
  support: [{ learnerId: 'ava', lessonId: 'l1', day: '2026-03-02', level: 'physical', at: '2026-03-02T10:00:00.000Z' }],
};

const pending: PendingEvidence = {
  steps: [
    {
      type: 'update-progress',
      productId: 'p1',
      lessonId: 'l1',
      activityKey: 'find-it',
      learnerIds: ['ava'],
      occurredAt: '2026-03-03T09:00:00.000Z',
    },
    {
      type: 'finish-activity',
      productId: 'p1',
      lessonId: 'l1',
      activityKey: 'find-it',
      learnerIds: ['ava'],
      occurredAt: '2026-03-03T09:05:00.000Z',
    },
    {
      type: 'finish-game',
      productId: 'p1',
      lessonId: 'l1',
      learnerIds: ['ava'],
      occurredAt: '2026-03-03T09:10:00.000Z',
    },
    {
      type: 'update-progress',
      productId: 'other',
      lessonId: 'x',
      activityKey: 'say-it',
      occurredAt: '2026-03-03T09:00:00.000Z',
    },
  ],
  levels: [
    {
      productId: 'p1',
      learnerId: 'ava',
      lessonId: 'l1',
      game: 'image-reveal',
      level: 0,
      tries: 1,
      firstTry: true,
      hints: 0,
      audio: 0,
      ms: 900,
      at: '2026-03-03T09:09:00.000Z',
    },
  ],
  support: [
    {
      productId: 'p1',
      learnerId: 'ava',
      lessonId: 'l1',
      day: '2026-03-02',
      level: 'prompted',
      at: '2026-03-02T16:00:00.000Z',
    },
    {
      productId: 'other',
      learnerId: 'ava',
      lessonId: 'x',
      day: '2026-03-03',
      level: 'prompted',
      at: '2026-03-03T16:00:00.000Z',
    },
  ],
};

describe('the report with what the device has not sent yet', () => {
  it("folds the course's queued steps into the learner's and the class's records, as the server will", () => {
    const report = withPending(server, pending, 'p1');
    const ava = report.records.find((record) => record.learnerId === 'ava');
    expect(ava).toEqual({
      learnerId: 'ava',
      lessonId: 'l1',
      done: ['say-it', 'find-it', 'play-it'],
      doneAt: {
        'say-it': '2026-03-02T09:00:00.000Z',
        'find-it': '2026-03-03T09:05:00.000Z',
        'play-it': '2026-03-03T09:10:00.000Z',
      },
      finishedAt: { 'find-it': '2026-03-03T09:05:00.000Z', 'play-it': '2026-03-03T09:10:00.000Z' },
      gamesFinished: 1,
      lastSeenAt: '2026-03-03T09:10:00.000Z',
    });
    expect(report.records.find((record) => record.learnerId === null)).toMatchObject({
      done: ['find-it', 'play-it'],
      finishedAt: { 'find-it': '2026-03-03T09:05:00.000Z', 'play-it': '2026-03-03T09:10:00.000Z' },
      gamesFinished: 1,
    });
    expect(report.records.some((record) => record.lessonId === 'x')).toBe(false);
  });

  it("adds the course's queued levels and keeps the newest support mark, and says how many are not sent", () => {
    const report = withPending(server, pending, 'p1');
    expect(report.levels).toEqual([expect.objectContaining({ game: 'image-reveal', learnerId: 'ava' })]);
    expect(report.support).toEqual([expect.objectContaining({ day: '2026-03-02', level: 'prompted' })]);
    expect(report.pending).toEqual({ steps: 3, levels: 1, support: 1 });
  });
});

describe('goals with the changes not sent yet', () => {
  const goal: Goal = {
    _id: 'g1',
    learnerId: 'ava',
    text: 'Server wording',
    target: null,
    reviewDate: null,
    links: { lessons: [], activities: [], games: [] },
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  const change = (goalId: string, text: string, occurredAt: string, removed = false) => ({
    goalId,
    learnerId: 'ava',
    text,
    target: null,
    reviewDate: null,
    links: goal.links,
    removed,
    occurredAt,
  });

  it('shows a new or changed goal as not on the server yet, and a removed one no more', () => {
    expect(overlayGoals([goal], [change('g2', 'New', '2026-03-03T10:00:00.000Z')])).toEqual([
      { ...goal, pending: false },
      expect.objectContaining({ _id: 'g2', text: 'New', pending: true }),
    ]);
    expect(overlayGoals([goal], [change('g1', 'Changed', '2026-03-03T10:00:00.000Z')])).toEqual([
      expect.objectContaining({ _id: 'g1', text: 'Changed', pending: true }),
    ]);
    expect(overlayGoals([goal], [change('g1', 'Gone', '2026-03-03T10:00:00.000Z', true)])).toEqual([]);
  });

  it("keeps the server's goal when the change waiting here is older than it", () => {
    expect(overlayGoals([goal], [change('g1', 'Older', '2026-03-01T10:00:00.000Z')])).toEqual([
      { ...goal, pending: false },
    ]);
  });
});
