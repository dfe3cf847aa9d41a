import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonForm } from '#features/admin/lessons/lesson-form.tsx';
import { ProductForm } from '#features/admin/products/product-form.tsx';

afterEach(cleanup);

const withQueries = (children: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);

describe("the admin's card previews are the learner's cards, with the draft", () => {
  it("shows a lesson as the lesson list's card: its course as caption, placeholders, no button", () => {
    withQueries(<LessonForm product={{ _id: 'p1', title: 'Feelings' }} lesson={null} onDone={() => {}} />);
    const preview = screen.getByRole('article', { name: 'Lesson card preview' });
    expect(within(preview).getByRole('heading', { name: 'Lesson title' })).toBeTruthy();
    expect(within(preview).getByText('The lesson description shows here.')).toBeTruthy();
    expect(within(preview).getByText('Feelings')).toBeTruthy();
    expect(within(preview).queryByRole('button')).toBe(null);

    fireEvent.change(screen.getByRole('textbox', { name: 'Lesson title' }), { target: { value: 'Go and stop' } });
    expect(within(preview).getByRole('heading', { name: 'Go and stop' })).toBeTruthy();
    expect(within(preview).getByRole('img', { name: 'Go and stop' })).toBeTruthy();
  });

  it("shows a course as the dashboard's card: placeholders for a missing logo and image, no link", () => {
    withQueries(<ProductForm product={null} onDone={() => {}} />);
    const preview = screen.getByRole('article', { name: 'Course card preview' });
    expect(within(preview).getByRole('img', { name: 'Logo placeholder' })).toBeTruthy();
    expect(within(preview).getByRole('img', { name: 'Course title preview' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Course title' })).toBeTruthy();
    expect(within(preview).getByText('The course description shows here.')).toBeTruthy();
    expect(within(preview).getByText('Open course →')).toBeTruthy();
    expect(within(preview).queryByRole('link')).toBe(null);

    fireEvent.change(screen.getByLabelText('Title logo URL'), { target: { value: '/demo/symbols/star.svg' } });
    expect(within(preview).queryByRole('img', { name: 'Logo placeholder' })).toBe(null);
    expect(within(preview).getByRole('img', { name: 'Course title logo' }).getAttribute('src')).toBe(
      '/demo/symbols/star.svg',
    );
  });
});
