import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_COURSE_LANGUAGES } from '#domain/language';
import { LanguageField } from '#features/admin/products/language-field.tsx';
import { EMPTY_PRODUCT, productInputOf } from '#features/admin/products/product-input.ts';

afterEach(cleanup);

const choices = () =>
  Array.from((screen.getByLabelText('Language') as HTMLSelectElement).options, (option) => option.value);

describe("the course form's language", () => {
  it('offers the common languages, shows the chosen one and reports a new choice', () => {
    const onChange = vi.fn();
    render(<LanguageField value="en" onChange={onChange} />);
    expect(choices()).toEqual(COMMON_COURSE_LANGUAGES.map((language) => language.tag));
    expect(screen.getByRole('option', { name: 'Welsh (cy)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'cy' } });
    expect(onChange).toHaveBeenCalledWith('cy');
  });

  it('keeps a tag that is not among them as a choice, chosen, so a save does not change it', () => {
    render(<LanguageField value="mi-NZ" onChange={() => undefined} />);
    expect(choices()[0]).toBe('mi-NZ');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('mi-NZ');
  });

  it('starts a new course in English and saves an edited one with its own language', () => {
    expect(EMPTY_PRODUCT.language).toBe('en');
    const product = {
      ...EMPTY_PRODUCT,
      title: 'Cymraeg',
      language: 'cy',
      lessonCards: [],
      _id: 'p1',
      version: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(productInputOf(product).language).toBe('cy');
  });
});
