import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayIt } from '#domain/play-it';
import { PlayItActivity } from '#features/activities/play-it/play-it-activity.tsx';

afterEach(cleanup);

const onExit = () => {};

describe('PlayItActivity', () => {
  it('opens an other-game lesson link in a new tab, with https:// added', () => {
    render(
      <PlayItActivity playIt={PlayIt.parse({ game: 'other-game' })} link="games.example.com/go" onExit={onExit} />,
    );
    const link = screen.getByRole('link', { name: /Open the game/ });
    expect(link.getAttribute('href')).toBe('https://games.example.com/go');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says so when an other-game lesson has no link', () => {
    render(<PlayItActivity playIt={PlayIt.parse({})} link="" onExit={onExit} />);
    expect(screen.getByText('No game link has been added to this lesson yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows the text placeholder for 'interactive'", () => {
    render(<PlayItActivity playIt={PlayIt.parse({ game: 'interactive' })} link="" onExit={onExit} />);
    expect(screen.getByText('This interactive activity is run by the teacher in class.')).toBeTruthy();
  });

  it("shows 'Unknown Game Type' for any other value", () => {
    const playIt = { ...PlayIt.parse({}), game: 'something-else' } as unknown as PlayIt;
    render(<PlayItActivity playIt={playIt} link="https://example.com" onExit={onExit} />);
    expect(screen.getByText('Unknown Game Type')).toBeTruthy();
  });
});
