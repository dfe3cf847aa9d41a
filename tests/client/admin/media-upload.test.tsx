import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaCourse } from '#features/admin/common/media/media-course.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';

afterEach(cleanup);

const SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';

function showField() {
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MediaCourse productId="course-1">
        <MediaField label="Symbol image URL" value="" onChange={() => undefined} kinds={['image']} />
      </MediaCourse>
    </QueryClientProvider>,
  );
  const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('no file picker');
  return picker;
}

function choose(picker: HTMLInputElement, file: File) {
  Object.defineProperty(picker, 'files', { value: [file], configurable: true });
  fireEvent.change(picker);
}

describe('uploading a file the app does not take', () => {
  it('says why an SVG is refused and how to make it a PNG, and the picker lists SVG files', async () => {
    const picker = showField();
    expect(picker.accept.split(',')).toContain('image/svg+xml');
    choose(picker, new File([SVG], 'apple.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'SVG files are not accepted, because an SVG can carry scripts. Export it as PNG (in most drawing programs: File › Export › PNG; symbol sites offer a PNG download) and upload that.',
    );
  });

  it('says that an empty file is empty', async () => {
    choose(showField(), new File([], 'apple.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is empty');
  });
});
