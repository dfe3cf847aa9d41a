import { describe, expect, it } from 'vitest';
import { isMediaUrl, mediaUrlsIn } from '#domain/media-urls';

describe('mediaUrlsIn', () => {
  it('finds media files anywhere in content, once each, and YouTube thumbnails', () => {
    const lesson = {
      image: '/demo/covers/lesson-1.svg',
      sections: {
        sayIt: { video: 'https://www.youtube.com/watch?v=abcdefghijk', illustrations: [{ image: '/a.png?v=2' }] },
        hearIt: { videos: [{ url: '/demo/video/clip.webm', thumbnail: '/demo/covers/lesson-1.svg' }] },
        playIt: { link: 'https://example.com/games/go', content: { hiddenImages: ['/b.jpg'] } },
        practiseIt: { pdfResource: '/demo/docs/lesson-1.pdf' },
      },
      description: 'Not a file: apple.png is mentioned in text',
    };
    expect(mediaUrlsIn(lesson).sort()).toEqual(
      [
        '/a.png?v=2',
        '/b.jpg',
        '/demo/covers/lesson-1.svg',
        '/demo/docs/lesson-1.pdf',
        '/demo/video/clip.webm',
        'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
      ].sort(),
    );
  });

  it('leaves out pages, data and blob URLs', () => {
    expect(mediaUrlsIn(['https://example.com/shop', 'data:image/png;base64,xx.png', 'blob:x.png'])).toEqual([]);
    expect(isMediaUrl('/sounds/correct.mp3#t=1')).toBe(true);
    expect(isMediaUrl('/class/x/lessons')).toBe(false);
  });
});
