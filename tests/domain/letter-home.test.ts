import { describe, expect, it } from 'vitest';
import type { LessonRecord } from '#domain/learner';
import { inWords, letterHome } from '#domain/letter-home';

const day = (iso: string) => `day of ${iso.slice(0, 10)}`;
const base = {
  courseTitle: 'Core Words Together',
  lessonTitle: 'Week 1 – Core word: go',
  words: ['go', 'car', 'bus'],
  books: [{ title: 'Go, Dog. Go!' }, { title: 'We’re Going on a Bear Hunt' }],
  day,
};
const record = (done: LessonRecord['done'], gamesFinished = 0): LessonRecord => ({
  learnerId: 'mia',
  lessonId: 'week-1',
  done,
  doneAt: {},
  gamesFinished,
  lastSeenAt: '2026-11-27T10:00:00.000Z',
});

describe('inWords', () => {
  it('joins a list as people write it', () => {
    expect(inWords([])).toBe('');
    expect(inWords(['a'])).toBe('a');
    expect(inWords(['a', 'b'])).toBe('a and b');
    expect(inWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the letter home', () => {
  it('for the whole class: the lesson, what the class did, the words and the stories', () => {
    const letter = letterHome(base);
    expect(letter.greeting).toBe('Dear parents and carers,');
    expect(letter.paragraphs).toEqual([
      'This week in “Core Words Together” our lesson was “Week 1 – Core word: go”. In class we said the words with signs and symbols, found the words among pictures, listened to songs, watched short videos, played a game, shared stories, learned through play, practised at their own level and did some writing.',
      'Our words this week: “go”, “car” and “bus”. Their symbols are below. Use the words during the day, and point to the symbol as you say each one.',
      'Stories to share at home: “Go, Dog. Go!” and “We’re Going on a Bear Hunt”.',
    ]);
  });

  it('about a learner: what they did of the lesson, when, and the games they finished', () => {
    const letter = letterHome({
      ...base,
      learner: { name: 'Mia', record: record(['find-it', 'say-it', 'play-it'], 2) },
    });
    expect(letter.greeting).toBe('Dear family of Mia,');
    expect(letter.paragraphs[2]).toBe(
      'Mia said the words with signs and symbols, found the words among pictures and played a game (last on day of 2026-11-27). Mia finished the game 2 times.',
    );
    const everything = letterHome({
      ...base,
      learner: {
        name: 'Sam',
        record: record(
          ['say-it', 'find-it', 'hear-it', 'watch-it', 'play-it', 'read-it', 'learn-it', 'practise-it', 'write-it'],
          1,
        ),
      },
    });
    expect(everything.paragraphs[2]).toMatch(/That is every activity of the lesson\. Sam finished the game once\.$/);
  });

  it('says so when the learner has done nothing of the lesson yet, and leaves out what the lesson lacks', () => {
    const letter = letterHome({
      ...base,
      courseTitle: '',
      words: [],
      books: [],
      learner: { name: 'Ali', record: undefined },
    });
    expect(letter.paragraphs).toEqual([
      expect.stringMatching(/^This week our lesson was “Week 1 – Core word: go”\. In class we /),
      'Ali has not done this lesson’s activities on the tablet yet.',
    ]);
    expect(letterHome({ ...base, learner: { name: 'Ali', record: record([]) } }).paragraphs[2]).toBe(
      'Ali has not done this lesson’s activities on the tablet yet.',
    );
  });
});
