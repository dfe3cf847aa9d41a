import { describe, expect, it } from 'vitest';
import { externalGameLink } from '#domain/external-game-link';
import { type Lesson, Sections } from '#domain/lesson';

function lesson(playIt: Record<string, unknown>, link = ''): Lesson {
  return {
    _id: 'l1',
    productId: 'p1',
    title: 'Week 1',
    image: '',
    description: '',
    link,
    order: 0,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sections: Sections.parse({ playIt }),
  };
}

describe('where play it goes', () => {
  it('stays in the app for each built-in game, even when the lesson has a link', () => {
    expect(
      externalGameLink(lesson({ game: 'stop-motion', link: 'https://games.example/x' }, 'https://x.example')),
    ).toBe(undefined);
    expect(externalGameLink(lesson({ game: 'drawing-game' }, 'https://x.example'))).toBe(undefined);
  });

  it("opens the game's own link for 'other-game', with https:// added", () => {
    expect(externalGameLink(lesson({ game: 'other-game', link: 'games.example/like' }, 'https://lesson.example'))).toBe(
      'https://games.example/like',
    );
  });

  it("falls back to the lesson's link when the game has none", () => {
    expect(externalGameLink(lesson({ game: 'other-game' }, 'www.lesson.example/play'))).toBe(
      'https://www.lesson.example/play',
    );
  });

  it("treats a type the app does not build in ('interactive') like other-game", () => {
    expect(externalGameLink(lesson({ game: 'interactive' }, 'http://lesson.example'))).toBe('http://lesson.example');
  });

  it('has nowhere to go when neither the game nor the lesson has a link', () => {
    expect(externalGameLink(lesson({ game: 'other-game' }))).toBe(undefined);
  });
});
