import { describe, expect, it } from 'vitest';
import { describeUses, MEDIA_LIMITS, refusalOf, SVG_MESSAGE, sniffMedia } from '#domain/media';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffMedia', () => {
  it('tells each accepted type by its first bytes', () => {
    const cases: [Uint8Array, string][] = [
      [bytes([0x89], 'PNG\r\n\x1a\n'), 'png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpg'],
      [bytes('GIF89a'), 'gif'],
      [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
      [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'wav'],
      [bytes('%PDF-1.7'), 'pdf'],
      [bytes('ID3', [4, 0]), 'mp3'],
      [bytes([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
      [bytes('OggS'), 'ogg'],
      [bytes('fLaC'), 'flac'],
      [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'webm'],
      [bytes([0, 0, 0, 0x20], 'ftypM4A '), 'm4a'],
      [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'mov'],
      [bytes([0, 0, 0, 0x18], 'ftypisom'), 'mp4'],
    ];
    for (const [head, ext] of cases) expect(sniffMedia(head)?.ext, ext).toBe(ext);
  });

  it('refuses SVG, HTML, text and empty files whatever their name', () => {
    for (const head of [bytes('<svg xmlns='), bytes('<!doctype html>'), bytes('hello'), bytes()]) {
      expect(sniffMedia(head)).toBeUndefined();
    }
  });
});

describe('refusalOf', () => {
  const png = bytes([0x89], 'PNG\r\n\x1a\n');
  it('says why a file cannot go into a field', () => {
    expect(refusalOf(png, 10, ['image'])).toBeUndefined();
    expect(refusalOf(png, 10, ['audio'])).toBe('This field takes a sound; this file is a picture.');
    expect(refusalOf(png, MEDIA_LIMITS.image + 1, ['image'])).toBe('The file is larger than 10 MB');
    expect(refusalOf(bytes('hello'), 5, ['pdf'])).toMatch(/^This file is not a picture/);
  });

  it('says that a file is empty, or that SVG is not taken and how to make a PNG of it', () => {
    expect(refusalOf(new Uint8Array(0), 0, ['image'])).toBe('This file is empty');
    const svg = bytes([0xef, 0xbb, 0xbf], '  <svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(refusalOf(svg, svg.length, ['image'])).toBe(SVG_MESSAGE);
    expect(SVG_MESSAGE).toMatch(/because an SVG can carry scripts\. Export it as PNG/);
    // Text that only mentions an svg element is no SVG.
    const prose = bytes('Draw a <svg> tag on the board');
    expect(refusalOf(prose, prose.length, ['image'])).toMatch(/^This file is not a picture/);
  });
});

it('names every place a file is used', () => {
  expect(describeUses([{ productTitle: 'Animals', lessonTitle: 'Pets' }, { productTitle: 'Farm' }])).toBe(
    "This file is still used in lesson 'Pets' of course 'Animals', course 'Farm'. Remove it there first.",
  );
});
