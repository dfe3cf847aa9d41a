import { describe, expect, it } from 'vitest';
import { clampPage, filterUsers } from '#domain/admin-users';
import {
  addCardIndex,
  addHiddenImage,
  appendFindItCard,
  canRemoveBook,
  canRemoveCanvas,
  dividerAfter,
  duplicateFindItCard,
  moveFindItCard,
  moveVideoSlot,
  type NumberedCard,
  paragraphsOf,
  removeCardIndex,
  removeFindItCard,
  reorderLessons,
  setVideoSlot,
  textOfParagraphs,
  toggleSubscription,
  updateFindItCard,
  videoSlots,
  withAtLeastOne,
  withStageVideo,
} from '#domain/editor-rules';
import { FindIt } from '#domain/sections';
import type { User } from '#domain/user';

describe('Find It number input', () => {
  it('adds a base-10 integer that is not listed yet', () => {
    expect(addCardIndex([3], '12')).toEqual([3, 12]);
    expect(addCardIndex([], '08')).toEqual([8]);
    expect(addCardIndex([], ' 5 ')).toEqual([5]);
  });

  it('reads the number part only, base 10', () => {
    expect(addCardIndex([], '7.9')).toEqual([7]);
    expect(addCardIndex([], '0x10')).toEqual([]);
  });

  it('adds nothing when the text is not a number or the number is listed', () => {
    expect(addCardIndex([4], 'four')).toEqual([4]);
    expect(addCardIndex([4], '')).toEqual([4]);
    expect(addCardIndex([4], '4')).toEqual([4]);
  });

  it('adds only card numbers from 1, which the lesson schema accepts', () => {
    expect(addCardIndex([], '0')).toEqual([]);
    expect(addCardIndex([], '-3')).toEqual([]);
    expect(FindIt.safeParse({ cardIndexes: addCardIndex(addCardIndex([], '2'), '9') }).success).toBe(true);
  });

  it('removes a number with its cross', () => {
    expect(removeCardIndex([1, 5, 9], 5)).toEqual([1, 9]);
  });
});

const card = (title: string, index: number, findIndex = index): NumberedCard => ({
  title,
  image: `/${title}.svg`,
  backgroundColor: '#ffffff',
  index,
  findIndex,
});

describe('Find It cards editor', () => {
  it('appends a card whose index and findIndex are the new length', () => {
    const cards = appendFindItCard([card('a', 1), card('b', 2)], {
      title: 'c',
      image: '/c.svg',
      backgroundColor: '#b07c9e',
    });
    expect(cards[2]).toEqual({ title: 'c', image: '/c.svg', backgroundColor: '#b07c9e', index: 3, findIndex: 3 });
  });

  it('edits a card in place: new text, image and colour, same place and id', () => {
    const cards = updateFindItCard([card('a', 1), card('b', 2)], 1, {
      title: 'bee',
      image: '/bee.svg',
      backgroundColor: '#000000',
    });
    expect(cards).toEqual([
      card('a', 1),
      { title: 'bee', image: '/bee.svg', backgroundColor: '#000000', index: 2, findIndex: 2 },
    ]);
  });

  it('duplicates a card right after it, with a findIndex of its own', () => {
    const cards = duplicateFindItCard([card('a', 1), card('b', 2, 7)], 0);
    expect(cards.map((each) => [each.title, each.index, each.findIndex])).toEqual([
      ['a', 1, 1],
      ['a', 2, 8],
      ['b', 3, 7],
    ]);
  });

  it('never gives a new card the findIndex of another card', () => {
    const afterRemoval = removeFindItCard([card('a', 1), card('b', 2), card('c', 3)], 2);
    const cards = appendFindItCard(afterRemoval, { title: 'd', image: '', backgroundColor: '#ffffff' });
    expect(cards.map((each) => each.findIndex)).toEqual([1, 3, 4]);
    expect(cards.map((each) => each.index)).toEqual([1, 2, 3]);
  });

  it('removes a card by its index and numbers the rest from 1', () => {
    const cards = removeFindItCard([card('a', 1), card('b', 2), card('c', 3)], 1);
    expect(cards.map((each) => [each.title, each.index, each.findIndex])).toEqual([
      ['b', 1, 2],
      ['c', 2, 3],
    ]);
  });

  it('renumbers indexes from 1 after a drag, keeping each findIndex', () => {
    const cards = moveFindItCard([card('a', 1), card('b', 2), card('c', 3)], 2, 0);
    expect(cards.map((each) => [each.title, each.index, each.findIndex])).toEqual([
      ['c', 1, 3],
      ['a', 2, 1],
      ['b', 3, 2],
    ]);
  });

  it('puts a divider after every 9th card but not after the last', () => {
    const after = Array.from({ length: 20 }, (_, position) => dividerAfter(position, 20));
    expect(after.flatMap((yes, position) => (yes ? [position] : []))).toEqual([8, 17]);
    expect(dividerAfter(8, 9)).toBe(false);
  });
});

describe('lists that keep one item', () => {
  it('Read It shows Remove Book only with more than one book', () => {
    expect(canRemoveBook([{}])).toBe(false);
    expect(canRemoveBook([{}, {}])).toBe(true);
  });

  it('drawing game shows Remove Canvas only with more than one canvas, and always has one', () => {
    expect(canRemoveCanvas([{}])).toBe(false);
    expect(canRemoveCanvas([{}, {}])).toBe(true);
    expect(withAtLeastOne([], () => 'empty')).toEqual(['empty']);
    expect(withAtLeastOne(['a'], () => 'empty')).toEqual(['a']);
  });
});

describe('reveal-image URLs', () => {
  it('adds a typed URL and ignores a blank one', () => {
    expect(addHiddenImage(['/a.svg'], ' /b.svg ')).toEqual(['/a.svg', '/b.svg']);
    expect(addHiddenImage(['/a.svg'], '   ')).toEqual(['/a.svg']);
  });
});

describe('Learn It stage video', () => {
  const empty = { title: '', video: '', thumbnail: '', text: [] };

  it('keeps a YouTube link in embed form and fills the thumbnail from it', () => {
    const stage = withStageVideo(empty, 'https://www.youtube.com/watch?v=abcdefghijk');
    expect(stage.video).toBe('https://www.youtube.com/embed/abcdefghijk');
    expect(stage.thumbnail).toBe('https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg');
  });

  it('keeps any other link as typed, without a thumbnail', () => {
    expect(withStageVideo(empty, '/demo/video/clip.mp4')).toEqual({ ...empty, video: '/demo/video/clip.mp4' });
    expect(withStageVideo(empty, 'https://youtu.be/short').video).toBe('https://youtu.be/short');
  });

  it('follows a new video with the thumbnail unless the author typed one', () => {
    const first = withStageVideo(empty, 'https://youtu.be/abcdefghijk');
    const second = withStageVideo(first, 'https://youtu.be/ABCDEFGHIJK');
    expect(second.thumbnail).toBe('https://img.youtube.com/vi/ABCDEFGHIJK/hqdefault.jpg');
    const own = withStageVideo({ ...first, thumbnail: '/own.png' }, 'https://youtu.be/ABCDEFGHIJK');
    expect(own.thumbnail).toBe('/own.png');
  });
});

describe('Learn It play text', () => {
  it('makes one paragraph per line and back', () => {
    expect(paragraphsOf('One\nTwo\n')).toEqual(['One', 'Two', '']);
    expect(paragraphsOf('')).toEqual([]);
    expect(textOfParagraphs(['One', 'Two'])).toBe('One\nTwo');
  });
});

describe('lesson reorder', () => {
  const lessons = [
    { _id: 'a', order: 0 },
    { _id: 'b', order: 1 },
    { _id: 'c', order: 2 },
  ];

  it('moves the dragged lesson to the drop place and numbers the orders from 0', () => {
    expect(reorderLessons(lessons, 'c', 'a')).toEqual([
      { _id: 'c', order: 0 },
      { _id: 'a', order: 1 },
      { _id: 'b', order: 2 },
    ]);
  });

  it('changes nothing without a drop destination', () => {
    expect(reorderLessons(lessons, 'a', 'gone')).toEqual(lessons);
    expect(reorderLessons(lessons, 'a', 'a')).toEqual(lessons);
  });
});

describe('users page', () => {
  const user = (name: string, email: string, displayName = ''): User => ({
    _id: name,
    name,
    email,
    displayName,
    admin: false,
    authorOf: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    customerSubscriptions: [],
    adminSubscriptions: [],
  });

  it('pagination stays within 1..totalPages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('search fallback filters the loaded page by name, email or display name, any case', () => {
    const users = [user('Ann', 'ann@school.test'), user('bob', 'B@x.test', 'Mr Robert'), user('Cy', 'cy@x.test')];
    expect(filterUsers(users, 'ROB').map((each) => each._id)).toEqual(['bob']);
    expect(filterUsers(users, 'school').map((each) => each._id)).toEqual(['Ann']);
    expect(filterUsers(users, 'cy').map((each) => each._id)).toEqual(['Cy']);
    expect(filterUsers(users, '  ')).toHaveLength(3);
  });

  it('subscription checkboxes add and remove a shop id once', () => {
    expect(toggleSubscription(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleSubscription(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleSubscription(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('Hear It / Watch It slots', () => {
  it('shows four slots whatever the list holds', () => {
    expect(videoSlots([{ url: '/a.mp4', thumbnail: '' }])).toEqual([
      { url: '/a.mp4', thumbnail: '' },
      { url: '', thumbnail: '' },
      { url: '', thumbnail: '' },
      { url: '', thumbnail: '' },
    ]);
  });

  it('fills the gap before a written slot and drops empty slots at the end', () => {
    expect(setVideoSlot([], 2, { url: '/c.mp4', thumbnail: '' })).toEqual([
      { url: '', thumbnail: '' },
      { url: '', thumbnail: '' },
      { url: '/c.mp4', thumbnail: '' },
    ]);
    expect(
      setVideoSlot(
        [
          { url: '/a.mp4', thumbnail: '' },
          { url: '/b.mp4', thumbnail: '' },
        ],
        1,
        { url: '', thumbnail: '' },
      ),
    ).toEqual([{ url: '/a.mp4', thumbnail: '' }]);
  });

  it('moves a slot, the others keeping their order, and drops empty slots at the end', () => {
    const a = { url: '/a.mp4', thumbnail: '' };
    const b = { url: '/b.mp4', thumbnail: '/b.jpg' };
    const c = { url: '/c.mp4', thumbnail: '' };
    const empty = { url: '', thumbnail: '' };
    expect(moveVideoSlot([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveVideoSlot([a, b, c], 2, 0)).toEqual([c, a, b]);
    // The last filled slot moved down into the empty fourth: the gap stays, as the editor shows it.
    expect(moveVideoSlot([a, b, c], 2, 3)).toEqual([a, b, empty, c]);
    // An empty slot moved down past the last filled one leaves nothing empty at the end.
    expect(moveVideoSlot([a, empty, c], 1, 2)).toEqual([a, c]);
  });
});
