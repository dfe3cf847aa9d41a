import { describe, expect, it } from 'vitest';
import { mergeDiffersFromBoth, mergeSections } from '#domain/edit-version';
import { emptySections, LESSON_PART_KEYS, lessonOfParts, lessonParts } from '#domain/lesson';

const base = lessonParts({ title: 'Week 1', image: '', description: '', link: '', sections: emptySections() });

describe('merge by section of two saves of one lesson', () => {
  it('takes each section from the one side that changed it', () => {
    const theirs = { ...base, sayIt: { ...base.sayIt, title: 'Their title' } };
    const mine = { ...base, watchIt: { videos: [{ url: '/mine.mp4', thumbnail: '' }] } };
    const { merged, sources } = mergeSections(base, mine, theirs, LESSON_PART_KEYS);
    expect(merged.sayIt.title).toBe('Their title');
    expect(merged.watchIt.videos).toEqual([{ url: '/mine.mp4', thumbnail: '' }]);
    expect(sources).toMatchObject({ sayIt: 'theirs', watchIt: 'mine', card: 'same', playIt: 'same' });
    expect(mergeDiffersFromBoth(sources)).toBe(true);
    expect(lessonOfParts(merged).title).toBe('Week 1');
  });

  it('keeps mine for a section both changed, and the title/card is a section of its own', () => {
    const theirs = { ...base, card: { ...base.card, title: 'Renamed' }, sayIt: { ...base.sayIt, title: 'Theirs' } };
    const mine = { ...base, sayIt: { ...base.sayIt, title: 'Mine' } };
    const { merged, sources } = mergeSections(base, mine, theirs, LESSON_PART_KEYS);
    expect(merged.sayIt.title).toBe('Mine');
    expect(merged.card.title).toBe('Renamed');
    expect(sources).toMatchObject({ sayIt: 'both', card: 'theirs' });
  });

  it('is no different from keeping one side when only one side changed anything', () => {
    const theirs = { ...base, sayIt: { ...base.sayIt, title: 'Theirs' } };
    expect(mergeDiffersFromBoth(mergeSections(base, base, theirs, LESSON_PART_KEYS).sources)).toBe(false);
    const mine = { ...base, sayIt: { ...base.sayIt, title: 'Mine' } };
    expect(mergeDiffersFromBoth(mergeSections(base, mine, theirs, LESSON_PART_KEYS).sources)).toBe(false);
  });
});
