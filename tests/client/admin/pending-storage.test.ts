import { afterEach, describe, expect, it } from 'vitest';
import {
  hasUnsavedLevels,
  readPendingLevels,
  unsavedLevelLists,
  writePendingLevels,
} from '#features/admin/content/pending-levels.ts';
import { readFindItDraft, writeFindItDraft } from '#features/admin/course/findit-draft.ts';

afterEach(() => localStorage.clear());

describe('level forms kept in the browser with the lesson draft', () => {
  it('keeps the level being built or edited per game until cleared', () => {
    writePendingLevels('lesson-1', {
      imageRevealLevels: { level: { initialImage: '/gift.svg' }, editing: null, unsaved: true },
      findTheCorrectOneLevels: { level: { questionText: 'Where?' }, editing: 0, unsaved: false },
    });
    const pending = readPendingLevels('lesson-1');
    expect(pending.imageRevealLevels).toEqual({ level: { initialImage: '/gift.svg' }, editing: null, unsaved: true });
    expect(unsavedLevelLists(pending)).toEqual(['imageRevealLevels']);
    expect(hasUnsavedLevels('lesson-1')).toBe(true);
    expect(hasUnsavedLevels('lesson-2')).toBe(false);
    writePendingLevels('lesson-1', {});
    expect(readPendingLevels('lesson-1')).toEqual({});
  });

  it('ignores what is not a level form', () => {
    localStorage.setItem(
      'symbol-courses.lesson-levels.lesson-1',
      JSON.stringify({ imageRevealLevels: { level: 'x', editing: null, unsaved: true }, other: {} }),
    );
    expect(readPendingLevels('lesson-1')).toEqual({});
    localStorage.setItem('symbol-courses.lesson-levels.lesson-1', '{not json');
    expect(readPendingLevels('lesson-1')).toEqual({});
  });
});

describe('Find It cards kept in the browser while edited', () => {
  it('keeps the cards, the typed card, the card edited in place and the set they were based on', () => {
    const cards = [{ title: 'apple', image: '/a.svg', backgroundColor: '#ffffff', index: 1, findIndex: 1 }];
    const draft = {
      cards,
      input: { title: 'ball', image: '', backgroundColor: '#b07c9e' },
      editing: 0,
      basedOn: { _id: 'set-1', productId: 'product-1', cards, version: 3 },
    };
    writeFindItDraft('product-1', draft);
    expect(readFindItDraft('product-1')).toEqual(draft);
    writeFindItDraft('product-1', null);
    expect(readFindItDraft('product-1')).toBeNull();
  });
});
