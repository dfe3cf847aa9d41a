import { describe, expect, it } from 'vitest';
import { FindItCardSetUpdate } from '#domain/findit';
import { LessonSave, LessonUpdate } from '#domain/lesson';
import { ProductInput } from '#domain/product';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('validation messages are written for people, not zod', () => {
  it('says how long a text may be', () => {
    expect(messages(LessonUpdate.safeParse({ title: 'x'.repeat(501) }))).toEqual([
      'title: is too long: use at most 500 characters',
    ]);
  });

  it('says a field is required, and keeps the messages schemas give themselves', () => {
    expect(messages(ProductInput.safeParse({ title: '' }))).toEqual(['title: is required']);
    expect(messages(ProductInput.safeParse({ title: 'A', url: 'javascript:alert(1)' }))).toEqual([
      'url: must be a web address',
    ]);
    expect(messages(LessonSave.safeParse({ version: 1 }))).toEqual(['title: is required']);
  });

  it('says what a number must be', () => {
    expect(messages(FindItCardSetUpdate.safeParse({ cards: [{ findIndex: 0 }] }))).toEqual([
      'cards.0.findIndex: must be 1 or more',
    ]);
    expect(messages(FindItCardSetUpdate.safeParse({ cards: [{ findIndex: 'two' }] }))).toEqual([
      'cards.0.findIndex: must be a number',
    ]);
  });
});
