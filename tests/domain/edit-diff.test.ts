import { describe, expect, it } from 'vitest';
import { fieldDiffs, fieldLabel, fieldView } from '#domain/edit-diff';

const base = { title: 'Say', audio: '', videos: [{ url: '/a.mp4', thumbnail: '' }] };

describe('field by field diff of two saves', () => {
  it('names each field where mine and theirs differ, and who changed it', () => {
    const mine = { ...base, title: 'Mine', audio: '/mine.mp3' };
    const theirs = { ...base, title: 'Theirs', videos: [{ url: '/b.mp4', thumbnail: '' }] };
    expect(fieldDiffs(base, mine, theirs)).toEqual([
      { path: ['title'], mine: 'Mine', theirs: 'Theirs', changedBy: 'both' },
      { path: ['audio'], mine: '/mine.mp3', theirs: '', changedBy: 'mine' },
      { path: ['videos', 0, 'url'], mine: '/a.mp4', theirs: '/b.mp4', changedBy: 'theirs' },
    ]);
  });

  it('leaves out a field both changed alike, and a field neither changed', () => {
    const mine = { ...base, title: 'Same' };
    expect(fieldDiffs(base, mine, { ...base, title: 'Same' })).toEqual([]);
  });

  it('opens up a list item only one side has, field by field beside nothing', () => {
    const theirs = { ...base, videos: [...base.videos, { url: '/new.mp4', thumbnail: '/new.png' }] };
    expect(fieldDiffs(base, base, theirs)).toEqual([
      { path: ['videos', 1, 'url'], mine: undefined, theirs: '/new.mp4', changedBy: 'theirs' },
      { path: ['videos', 1, 'thumbnail'], mine: undefined, theirs: '/new.png', changedBy: 'theirs' },
    ]);
  });

  it('gives a section that is one field one row with no path', () => {
    expect(fieldDiffs('Old', 'Mine', 'Theirs')).toEqual([
      { path: [], mine: 'Mine', theirs: 'Theirs', changedBy: 'both' },
    ]);
  });
});

describe('how a field is named and shown', () => {
  it('names fields in words, lists counted from 1', () => {
    expect(fieldLabel(['videos', 0, 'url'])).toBe('Videos 1, URL');
    expect(fieldLabel(['backgroundColor'])).toBe('Background color');
    expect(fieldLabel([])).toBe('');
  });

  it('shows an image file as a picture, anything else as its text', () => {
    expect(fieldView('/media/abc.PNG?x=1')).toEqual({ kind: 'image', src: '/media/abc.PNG?x=1' });
    expect(fieldView('/demo/audio/hi.mp3')).toEqual({ kind: 'text', text: '/demo/audio/hi.mp3' });
    expect(fieldView('')).toEqual({ kind: 'text', text: '(empty)' });
    expect(fieldView(undefined)).toEqual({ kind: 'text', text: '(none)' });
    expect(fieldView(3)).toEqual({ kind: 'text', text: '3' });
  });
});
