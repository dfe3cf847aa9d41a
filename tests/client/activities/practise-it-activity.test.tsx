import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PractiseIt } from '#domain/sections';
import { PractiseItActivity } from '#features/activities/practise-it/practise-it-activity.tsx';

afterEach(cleanup);

const PRACTISE_IT: PractiseIt = {
  years01: { content: 'Car ramp\n• Hold a car.\n• Wait for go.', image: '/demo/symbols/car.svg', links: [] },
  years12: {
    content: 'Bubble go\n• Blow one bubble.',
    image: '',
    links: [{ text: 'Bubble ideas', link: 'example.com/bubbles' }],
  },
  years34: { content: 'Obstacle course', image: '', links: [] },
  disclaimer: 'Always supervise small objects.',
  pdfResource: '/demo/docs/lesson-1.pdf',
};

describe('PractiseItActivity', () => {
  it('has the learner tab labels Years 0-1, Years 1-2 and Years 2-4', () => {
    render(<PractiseItActivity section={PRACTISE_IT} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Years 0-1', 'Years 1-2', 'Years 2-4']);
    expect(screen.getByRole('tab', { name: 'Years 0-1' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows each group with its line breaks kept, links in a new tab and the disclaimer', () => {
    render(<PractiseItActivity section={PRACTISE_IT} />);
    expect(screen.getByRole('tabpanel').querySelector('p')?.textContent).toBe(
      'Car ramp\n• Hold a car.\n• Wait for go.',
    );
    expect(screen.getByRole('img', { name: 'Car ramp (Years 0-1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Years 1-2' }));
    expect(screen.getByText(/Bubble go/)).toBeTruthy();
    const link = screen.getByRole('link', { name: /Bubble ideas/ });
    expect(link.getAttribute('href')).toBe('https://example.com/bubbles');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('tab', { name: 'Years 2-4' }));
    expect(screen.getByText('Obstacle course')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toContain(
      'Always supervise small objects.',
    );
  });

  it('offers Download Lesson PDF from a dropdown only when there is a PDF', () => {
    const { unmount } = render(<PractiseItActivity section={PRACTISE_IT} />);
    const toggle = screen.getByRole('button', { name: /Download Options/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /Download Lesson PDF/ }).getAttribute('href')).toBe(
      '/demo/docs/lesson-1.pdf',
    );
    unmount();

    render(<PractiseItActivity section={{ ...PRACTISE_IT, pdfResource: '' }} />);
    expect(screen.queryByRole('button', { name: /Download Options/ })).toBeNull();
  });
});
