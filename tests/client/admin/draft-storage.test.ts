import { afterEach, describe, expect, it } from 'vitest';
import { emptySections } from '#domain/lesson';
import { hasDraft, readDraft, removeDraft, writeDraft } from '../../../src/features/admin/content/draft-storage.ts';

afterEach(() => localStorage.clear());

describe('lesson draft kept in the browser', () => {
  it('keeps a draft until it is removed', () => {
    const sections = emptySections();
    sections.sayIt.title = 'rain';
    writeDraft('lesson-1', sections);
    expect(hasDraft('lesson-1')).toBe(true);
    expect(readDraft('lesson-1')?.sections.sayIt.title).toBe('rain');
    expect(readDraft('lesson-2')).toBeUndefined();
    removeDraft('lesson-1');
    expect(readDraft('lesson-1')).toBeUndefined();
  });

  it('gives back a draft the schema refuses as it was typed, so nothing is lost', () => {
    const sections = emptySections();
    sections.sayIt.video = 'javascript:alert(1)';
    writeDraft('lesson-1', sections);
    expect(readDraft('lesson-1')?.sections.sayIt.video).toBe('javascript:alert(1)');
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('symbol-courses.lesson-draft.lesson-1', '{not json');
    expect(readDraft('lesson-1')).toBeUndefined();
  });
});
