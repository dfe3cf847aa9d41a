import type { DemoCourse } from '../demo-course.ts';
import { buildLesson, cardIndexes, findItCards, hintCards, type LessonPlan, lessonCards, lines } from './builders.ts';
import { ACTION, DESCRIBING, PERSON, THING } from './colours.ts';
import { canvasSet, cover, doc, type SymbolName, sound, symbol } from './media.ts';

/** A second, smaller course the demo customer does not own: it shows locked and opens /buy. */

const STARTER_CARDS = findItCards([
  ['me', PERSON],
  ['you', PERSON],
  ['want', ACTION],
  ['more', DESCRIBING],
  ['go', ACTION],
  ['stop', ACTION],
  ['ball', THING],
  ['teddy', THING],
  ['cup', THING],
]);
const cards = (...names: SymbolName[]) => cardIndexes(STARTER_CARDS, ...names);

const FIRST_WORDS_TIPS = { text: 'First words with AAC: where to start', link: 'www.example.org/aac-tips' };

const lesson1: LessonPlan = {
  id: 'demo-first-words-lesson-1',
  number: 1,
  title: 'Lesson 1: me',
  image: symbol('me'),
  description: 'Lesson 1 – First word: me',
  docName: 'starter-lesson-1',
  sayIt: {
    title: 'me',
    illustrations: [
      ['me', 'Say “me” and point to your own chest.'],
      ['avatar', 'Hold up a photo of the learner: “me!”.'],
    ],
  },
  findIt: cards('me', 'you'),
  songs: 2,
  clips: 1,
  books: [
    {
      title: 'Where Is Baby’s Belly Button?',
      author: 'Karen Katz',
      description: 'Lift the flaps and find the baby’s eyes, mouth and belly button. Point to “me” on each page.',
      localThumbnail: true,
    },
  ],
  attention: {
    title: 'Attention builder',
    stages: [
      {
        title: 'Stage 1 – Mirror, mirror',
        text: [{ text: 'Hold a mirror up to each learner in turn and model “me”.' }, FIRST_WORDS_TIPS],
      },
      {
        title: 'Stage 2 – Hello song',
        text: [{ text: 'Sing hello to each learner; they answer with “me” when their name is sung.' }],
      },
    ],
  },
  play: {
    title: 'Play ideas',
    heading: 'All about me',
    paragraphs: [
      'Photos, mirrors and name songs make “me” the most exciting word of the day.',
      'Let learners claim toys and turns with “me”.',
    ],
    image: 'me',
    links: [FIRST_WORDS_TIPS],
  },
  practise: {
    years01: { content: lines('Mirror play', '• Look in the mirror together.', '• Point and say “me”.'), image: 'me' },
    years12: {
      content: lines('Photo book', '• Make a book of photos of the learner.', '• Read it: “me!”.'),
      image: 'book',
    },
    years34: {
      content: lines('Self-portrait', '• Draw yourself.', '• Write “me” under the picture.'),
      image: 'avatar',
    },
  },
  canvases: canvasSet(1, 2),
  playIt: {
    game: 'drawing-game',
    drawingGameContent: {
      canvases: [
        { backgroundImage: symbol('avatar'), audioUrl: sound('music-loop'), hintCards: hintCards('me') },
        { backgroundImage: symbol('hat'), hintCards: hintCards('me', 'hat') },
        { backgroundImage: symbol('shoe'), hintCards: hintCards('me', 'shoe') },
      ],
    },
  },
};

const lesson2: LessonPlan = {
  id: 'demo-first-words-lesson-2',
  number: 2,
  title: 'Lesson 2: more',
  image: symbol('more'),
  description: 'Lesson 2 – First word: more',
  docName: 'starter-lesson-2',
  sayIt: {
    title: 'more',
    illustrations: [
      ['more', 'Say “more” and tap your fingertips together.'],
      ['star', 'Find one star, then look for more.'],
    ],
  },
  findIt: cards('more', 'want'),
  songs: 1,
  clips: 2,
  books: [
    {
      title: 'Twinkle, Twinkle, Little Star',
      author: 'Annie Kubler',
      description: 'A sign-along nursery rhyme. Pause before each line so the learner can ask for “more”.',
      localThumbnail: true,
    },
  ],
  attention: {
    title: 'Attention builder',
    stages: [
      {
        title: 'Stage 1 – Light-up stars',
        text: [{ text: 'Switch on one light-up star, then wait for “more”.' }, FIRST_WORDS_TIPS],
      },
      { title: 'Stage 2 – Torch hunt', text: [{ text: 'Shine a torch around a dark den to find hidden stars.' }] },
    ],
  },
  play: {
    title: 'Play ideas',
    heading: 'One more time',
    paragraphs: ['Stop every favourite game after a moment and wait for “more”.'],
    image: 'more',
    links: [FIRST_WORDS_TIPS],
  },
  practise: {
    years01: { content: lines('More bubbles', '• Blow a few bubbles, then wait.'), image: 'more' },
    years12: { content: lines('Star hunt', '• Hide paper stars around the room.', '• Find more!'), image: 'star' },
    years34: { content: lines('Counting stars', '• Count the stars you found.', '• Write the number.'), image: 'star' },
  },
  canvases: canvasSet(3, 2),
  playIt: {
    game: 'reveal-image',
    content: { hiddenImages: [symbol('star'), symbol('moon'), symbol('sun')] },
  },
};

export const starterCourse: DemoCourse = {
  product: {
    id: 'demo-first-words',
    shopifyProductId: 'demo-first-words-shop',
    title: 'First Words Starter',
    description:
      'Two gentle sessions for learners who are meeting symbols and AAC for the first time: “me” and “more”. ' +
      'Short, playful and repetitive, with mirror play, bubbles, a torch hunt and a drawing game.',
    titleLogo: cover('starter-course-logo'),
    preview: cover('starter-course-preview'),
    url: 'https://example.com/shop/first-words-starter',
    manualLink: doc('manual.html'),
    resourcesLink: doc('resources.html'),
    lessonCards: lessonCards({
      'say-it': 'me',
      'find-it': 'star',
      'hear-it': 'drum',
      'watch-it': 'you',
      'play-it': 'balloon',
      'read-it': 'book',
      'learn-it': 'teddy',
      'practise-it': 'cup',
      'write-it': 'flower',
    }),
    language: 'en',
  },
  lessons: [lesson1, lesson2].map(buildLesson),
  findItCards: STARTER_CARDS,
};
