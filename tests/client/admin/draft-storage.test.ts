import { afterEach, describe, expect, it } from 'vitest';
import { emptySections, type Lesson } from '#domain/lesson';
import { hasDraft, readDraft, removeDraft, writeDraft } from '#features/admin/content/draft-storage.ts';

afterEach(() => localStorage.clear());

const opened: Lesson = {
  _id: 'lesson-1',
  productId: 'p1',
  title: 'Week 1',
  image: '',
  description: '',
  link: '',
  order: 0,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sections: emptySections(),
};

describe('lesson draft kept in the browser', () => {
  it('keeps a draft until it is removed', () => {
    const sections = emptySections();
    sections.sayIt.title = 'rain';
    writeDraft('lesson-1', sections, opened);
    expect(hasDraft('lesson-1')).toBe(true);
    expect(readDraft('lesson-1')?.sections.sayIt.title).toBe('rain');
    // A reload saves the draft over the version it was made from, not whatever the server has by then.
    expect(readDraft('lesson-1')?.basedOn?.version).toBe(4);
    expect(readDraft('lesson-2')).toBeUndefined();
    removeDraft('lesson-1');
    expect(readDraft('lesson-1')).toBeUndefined();
  });

  it('gives back a draft the schema refuses as it was typed, so nothing is lost', () => {
    const sections = emptySections();
    sections.sayIt.video = 'javascript:alert(1)';
    writeDraft('lesson-1', sections, opened);
    expect(readDraft('lesson-1')?.sections.sayIt.video).toBe('javascript:alert(1)');
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('symbol-courses.lesson-draft.lesson-1', '{not json');
    expect(readDraft('lesson-1')).toBeUndefined();
  });
});
