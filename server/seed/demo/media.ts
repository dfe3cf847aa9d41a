/**
 * The demo media, as app paths served from `public/`. Every path the demo content uses is made
 * here, so a renamed file is fixed in one place (the demo-content test checks each one exists).
 */

export const SYMBOL_NAMES = [
  'apple',
  'ball',
  'cat',
  'dog',
  'teddy',
  'car',
  'bus',
  'house',
  'tree',
  'sun',
  'moon',
  'star',
  'fish',
  'bird',
  'cup',
  'shoe',
  'hat',
  'book',
  'bed',
  'chair',
  'spoon',
  'banana',
  'cake',
  'flower',
  'boat',
  'train',
  'duck',
  'sock',
  'toothbrush',
  'bath',
  'gift',
  'open-gift',
  'balloon',
  'drum',
  'go',
  'stop',
  'more',
  'help',
  'want',
  'like',
  'big',
  'little',
  'in',
  'out',
  'me',
  'you',
  'avatar',
  'target-box',
  'false-target',
  'toy-shelf',
] as const;
export type SymbolName = (typeof SYMBOL_NAMES)[number];

export const symbol = (name: SymbolName): string => `/demo/symbols/${name}.svg`;

export const cover = (name: string): string => `/demo/covers/${name}.svg`;

/** The four local video thumbnails, used in turn. */
export const thumbnail = (n: number): string => cover(`thumb-${((n - 1) % 4) + 1}`);

/** The three book covers, used in turn. */
export const bookCover = (n: number): string => cover(`book-${((n - 1) % 3) + 1}`);

export const canvas = (name: string): string => `/demo/canvases/${name}.svg`;

/** The writing canvases in public/demo/canvases. */
export const CANVAS_NAMES = [
  'trace-lines',
  'trace-circles',
  'trace-a',
  'zigzag',
  'colour-apple',
  'waves',
  'trace-b',
  'spirals',
  'colour-house',
  'letters',
] as const;

/** `count` canvases starting at the `start`-th (1-based), used in turn so lessons differ. */
export function canvasSet(start: number, count: number): string[] {
  return Array.from({ length: count }, (_, offset) =>
    canvas(CANVAS_NAMES[(start - 1 + offset) % CANVAS_NAMES.length] ?? CANVAS_NAMES[0]),
  );
}

export const demoAudio = (name: string): string => `/demo/audio/${name}.mp3`;

/** The app's own sounds (the games' effects and music). */
export const sound = (name: string): string => `/sounds/${name}.mp3`;

export const doc = (file: string): string => `/demo/docs/${file}`;

export const STOP_MOTION_VIDEO = '/demo/video/stop-motion.webm';
export const STOP_MOTION_VIDEO_MP4 = '/demo/video/stop-motion.mp4';

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A made-up but well-formed YouTube link (an 11-character id derived from `seed`), so every
 * video slot of the demo has its own stable link. Offline the video cannot play; that is expected.
 */
export function youtubeLink(seed: string): string {
  let hash = 0x811c9dc5;
  let id = '';
  for (let position = 0; id.length < 11; position++) {
    for (const char of `${seed}#${position}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    id += YOUTUBE_ALPHABET[hash % YOUTUBE_ALPHABET.length];
  }
  return `https://www.youtube.com/watch?v=${id}`;
}

/** A book search on the shop (the teacher picks an edition there). */
export function amazonSearch(words: string): string {
  const query = words
    .toLowerCase()
    .replace(/[’'.,!?]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('+');
  return `https://www.amazon.co.uk/s?k=${query}`;
}
