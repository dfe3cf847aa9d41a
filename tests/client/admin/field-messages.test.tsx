import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonForm } from '#features/admin/lessons/lesson-form.tsx';

afterEach(cleanup);

describe('validation messages at the field', () => {
  it('says in words for people how long a lesson title may be, under the title', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LessonForm product={{ _id: 'p1', title: 'Feelings' }} lesson={null} onDone={() => {}} />
      </QueryClientProvider>,
    );
    const title = screen.getByRole('textbox', { name: 'Lesson title' });
    fireEvent.change(title, { target: { value: 'x'.repeat(501) } });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('is too long: use at most 500 characters');
  });
});
