// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
// (The video modals hold YouTube iframes; the tests check their address, never load them.)
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HearItActivity } from '#features/activities/hear-it/hear-it-activity.tsx';
import { WatchItActivity } from '#features/activities/watch-it/watch-it-activity.tsx';

afterEach(cleanup);

const thumbOf = (name: string) => screen.getByRole('button', { name }).querySelector('img');

describe('HearItActivity', () => {
  it('derives a missing thumbnail from the YouTube id and keeps a given one', () => {
    render(
      <HearItActivity
        section={{
          videos: [
            { url: 'https://www.youtube.com/watch?v=abcdefghijk', thumbnail: '' },
            { url: 'https://youtu.be/ABCDEFGHIJK', thumbnail: '/demo/covers/thumb-1.svg' },
          ],
        }}
      />,
    );
    expect(thumbOf('Play video 1')?.getAttribute('src')).toBe('https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg');
    expect(thumbOf('Play video 2')?.getAttribute('src')).toBe('/demo/covers/thumb-1.svg');
  });

  it('shows a play tile for a non-YouTube video without thumbnail and skips empty slots', () => {
    render(
      <HearItActivity
        section={{
          videos: [
            { url: '', thumbnail: '' },
            { url: '/demo/video/stop-motion.mp4', thumbnail: '' },
            { url: '  ', thumbnail: '/demo/covers/thumb-2.svg' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(1);
    expect(thumbOf('Play video 1')).toBeNull();
    expect(within(screen.getByRole('button', { name: 'Play video 1' })).getByText('Play video')).toBeTruthy();
  });

  it('plays a clicked video embedded in a modal titled as asked', () => {
    render(
      <HearItActivity
        section={{ videos: [{ url: 'https://www.youtube.com/watch?v=abcdefghijk', thumbnail: '' }] }}
        modalTitle="hear it"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video 1' }));
    const dialog = screen.getByRole('dialog', { name: 'hear it' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abcdefghijk');
  });

  it('says so when there are no videos', () => {
    render(<WatchItActivity section={{ videos: [{ url: '', thumbnail: '' }] }} />);
    expect(screen.getByText('No videos yet')).toBeTruthy();
  });
});
