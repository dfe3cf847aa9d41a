// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
// (The video modals hold YouTube iframes; the tests check their address, never load them.)
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadItActivity } from '#features/activities/read-it/read-it-activity.tsx';
import { SayItActivity } from '#features/activities/say-it/say-it-activity.tsx';
import { WriteItActivity } from '#features/activities/write-it/write-it-activity.tsx';
import { until } from '../support/until.ts';

afterEach(cleanup);

describe('SayItActivity', () => {
  it("shows the word, its illustrations and plays the video in a modal titled 'Say It'", () => {
    render(
      <SayItActivity
        section={{
          title: 'go',
          video: 'https://www.youtube.com/watch?v=abcdefghijk',
          illustrations: [
            { image: '/demo/symbols/go.svg', text: 'Say go and sign it.' },
            { image: '', text: '' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'go' })).toBeTruthy();
    expect(screen.getByText('Say go and sign it.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Watch Video/ }));
    const dialog = screen.getByRole('dialog', { name: 'Say It' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abcdefghijk');
  });
});

describe('ReadItActivity', () => {
  it('links each cover to its shop in a new tab as Buy "title" on Amazon', () => {
    render(
      <ReadItActivity
        section={{
          books: [
            {
              bookTitle: 'Go, Dog. Go!',
              coverImage: '/demo/covers/book-1.svg',
              description: 'Dogs going.',
              shopUrl: 'www.amazon.co.uk/s?k=go+dog+go',
              videoUrl: 'https://youtu.be/abcdefghijk',
              thumbnail: '',
            },
          ],
        }}
      />,
    );
    const link = screen.getByRole('link', { name: /Buy "Go, Dog. Go!" on Amazon/ });
    expect(link.getAttribute('href')).toBe('https://www.amazon.co.uk/s?k=go+dog+go');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('button', { name: 'Play video: Go, Dog. Go!' }).querySelector('img')?.getAttribute('src'),
    ).toBe('https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg');
  });
});

describe('WriteItActivity', () => {
  it("says 'No canvases found' without canvases and still offers the resource", () => {
    render(<WriteItActivity section={{ canvases: [], globalFileLink: '/demo/docs/lesson-1-writing.pdf' }} />);
    expect(screen.getByText('No canvases found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Download Options/ }));
    expect(screen.queryByRole('button', { name: /Download Canvas/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Download Resource/ }).getAttribute('href')).toBe(
      '/demo/docs/lesson-1-writing.pdf',
    );
  });

  it('picks a canvas with its numbered button', async () => {
    render(
      <WriteItActivity section={{ canvases: ['/demo/canvases/a.svg', '/demo/canvases/b.svg'], globalFileLink: '' }} />,
    );
    expect(screen.getByRole('button', { name: 'Canvas 1' }).getAttribute('aria-pressed')).toBe('true');
    // The drawing board's code loads lazily: the canvas shows once it has come.
    const first = await until(() => screen.queryByRole('img', { name: 'Canvas 1' }));
    expect(first.getAttribute('src')).toBe('/demo/canvases/a.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Canvas 2' }));
    expect(screen.getByRole('button', { name: 'Canvas 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Canvas 2' }).getAttribute('src')).toBe('/demo/canvases/b.svg');
    expect(screen.queryByText('No canvases found')).toBeNull();
  });
});
