import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LearnIt } from '#domain/sections';
import { LearnItActivity } from '#features/activities/learn-it/learn-it-activity.tsx';

afterEach(cleanup);

const LEARN_IT: LearnIt = {
  tabs: [
    {
      key: 'attention',
      title: 'Attention builder',
      content: [
        { title: 'Stage 1 – The bucket', video: 'https://youtu.be/abcdefghijk', thumbnail: '', text: [] },
        { title: 'Stage 2 – Ramp', video: '', thumbnail: '', text: [{ text: 'Ramp ideas', link: 'example.com/ramp' }] },
        { title: 'Stage 3 – Your turn', video: '', thumbnail: '', text: [{ text: 'Wait for a look.', link: '' }] },
      ],
    },
    {
      key: 'play',
      title: 'Play ideas',
      playContent: {
        title: 'Ready, steady, go!',
        text: ['First paragraph.', 'Second paragraph.'],
        image: '/demo/symbols/go.svg',
        links: [
          { text: 'AAC tips', link: 'www.example.org/aac-tips' },
          { text: 'Secure guide', link: 'https://example.org/guide' },
          { text: 'Plain http', link: 'http://example.net/page' },
        ],
      },
    },
  ],
};

const previous = () => screen.getByRole('button', { name: /Previous/ });
const next = () => screen.getByRole('button', { name: /Next/ });

describe('LearnItActivity', () => {
  it('shows the play tab: title, paragraphs, image and links', () => {
    render(<LearnItActivity section={LEARN_IT} />);
    expect(screen.getByRole('heading', { name: 'Ready, steady, go!' })).toBeTruthy();
    expect(screen.getByText('First paragraph.')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ready, steady, go!' }).getAttribute('src')).toBe('/demo/symbols/go.svg');
  });

  it('adds https:// to a link without an http prefix and opens every link in a new tab', () => {
    render(<LearnItActivity section={LEARN_IT} />);
    const hrefs = {
      'AAC tips': 'https://www.example.org/aac-tips',
      'Secure guide': 'https://example.org/guide',
      'Plain http': 'http://example.net/page',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('steps through the stages; the ends look disabled but stay focusable and do nothing', () => {
    render(<LearnItActivity section={LEARN_IT} />);
    expect(screen.getByRole('heading', { name: 'Stage 1 – The bucket' })).toBeTruthy();
    expect(previous().getAttribute('aria-disabled')).toBe('true');
    expect(previous().hasAttribute('disabled')).toBe(false);
    expect(next().getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Play video: Stage 1 – The bucket' }).querySelector('img')?.src).toBe(
      'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    );

    fireEvent.click(previous());
    expect(screen.getByRole('heading', { name: 'Stage 1 – The bucket' })).toBeTruthy();

    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Stage 2 – Ramp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ramp ideas/ }).getAttribute('href')).toBe('https://example.com/ramp');
    expect(previous().getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Stage 3 – Your turn' })).toBeTruthy();
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(next().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Stage 3 – Your turn' })).toBeTruthy();
  });
});
