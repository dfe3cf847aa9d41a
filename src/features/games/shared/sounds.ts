/** The games' sound effects, served from public/sounds. */
export const SOUND_URLS = {
  correct: '/sounds/correct.mp3',
  incorrect: '/sounds/incorrect.mp3',
  success: '/sounds/success.mp3',
  boing: '/sounds/boing.mp3',
  pop: '/sounds/pop.mp3',
  next: '/sounds/next.mp3',
  reveal: '/sounds/reveal.mp3',
  musicLoop: '/sounds/music-loop.mp3',
} as const;

export type SoundName = Exclude<keyof typeof SOUND_URLS, 'musicLoop'>;
