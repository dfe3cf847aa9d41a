import {
  buildLesson,
  cardIndexes,
  draggables,
  hintCards,
  idsOf,
  imageOptions,
  type LessonPlan,
  lines,
  questionCards,
} from './builders.ts';
import { CORE_WORDS_CARDS } from './core-words-cards.ts';
import { canvasSet, cover, demoAudio, STOP_MOTION_VIDEO, type SymbolName, sound, symbol } from './media.ts';

/** The eleven weekly sessions of "Core Words Together". Each week's play it shows another game. */

const cards = (...names: SymbolName[]) => cardIndexes(CORE_WORDS_CARDS, ...names);
const id = (week: number) => `demo-core-words-week-${week}`;

/** Weeks with a drawn cover (lesson-N.svg); later weeks show their core-word symbol instead. */
const DRAWN_COVERS = 6;
const lessonImage = (week: number, word: SymbolName) => (week <= DRAWN_COVERS ? cover(`lesson-${week}`) : symbol(word));

const AAC_TIPS = { text: 'Ten quick AAC modelling tips', link: 'www.example.org/aac-tips' };
const MODELLING = {
  text: 'Aided language modelling: a short guide',
  link: 'https://example.org/aac/aided-language-modelling',
};
const ATTENTION_TITLE = 'Attention builder';
const PLAY_TITLE = 'Play ideas';

// ---- Week 1: go (the richest lesson; the end-to-end tests walk all nine pages of it) ---------

const week1: LessonPlan = {
  id: id(1),
  number: 1,
  title: 'Week 1: go',
  image: lessonImage(1, 'go'),
  description: 'Week 1 – Core word: go',
  docName: 'lesson-1',
  sayIt: {
    title: 'go',
    illustrations: [
      ['go', 'Say “go” and sign it: both index fingers point forward and move away from you.'],
      ['car', 'Push the car along the table as you say “go”. Wait for a look or a sound before it moves.'],
      ['bus', '“Ready, steady…” – pause – “go!” The pause is the learner’s turn to say or press “go”.'],
      ['ball', 'Roll the ball across the circle on “go”. Everyone who is ready can say “go” with you.'],
    ],
  },
  findIt: cards('go', 'car', 'bus'),
  songs: 4,
  clips: 3,
  localClip: true,
  books: [
    {
      title: 'Go, Dog. Go!',
      author: 'P. D. Eastman',
      description:
        'Dogs going up, down, in and out in cars of every colour. Press “go” on every page and let the learner turn the page on “go”.',
      localThumbnail: true,
    },
    {
      title: 'We’re Going on a Bear Hunt',
      author: 'Michael Rosen and Helen Oxenbury',
      description:
        'The repeated line “We’re going on a bear hunt” is perfect for “go”. Act it out with a tray of grass, water and mud.',
    },
    {
      title: 'Duck in the Truck',
      author: 'Jez Alborough',
      description:
        'The truck is stuck and everybody pushes: “go, truck, go!”. Let learners press “go” to push the truck on.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – The bucket',
        text: [
          { text: 'Sing the bucket song and bring out one exciting toy at a time: a wind-up car, a spinning top.' },
          { text: 'Before each toy moves, pause, model “go” on the AAC system, then let it go.' },
          MODELLING,
        ],
      },
      {
        title: 'Stage 2 – Ramp and cars',
        text: [
          { text: 'Line up three cars at the top of a ramp. “Ready, steady…” – wait – “go!”' },
          { text: 'A car only goes on “go”, so the word makes something happen every time.' },
        ],
      },
      {
        title: 'Stage 3 – Your turn to say go',
        text: [
          { text: 'Invite one learner at a time to press “go” and release a car for the group.' },
          { text: 'Every attempt counts: eye gaze, reaching, a sound or a press on the device.' },
          AAC_TIPS,
        ],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Ready, steady, go!',
    paragraphs: [
      'Anything that starts and stops is a chance to model “go”: bubbles, wind-up toys, a swing, a marble run, music.',
      'Hold the toy, look expectant and count to five in your head. If the learner does not say “go”, model it on the AAC system yourself and then let it go.',
      'Keep a “go” symbol on the light switch, the door and the playground gate this week so everyone models it all day.',
    ],
    image: 'go',
    links: [
      AAC_TIPS,
      { text: 'Ready, steady, go games for the classroom', link: 'https://example.com/ideas/ready-steady-go' },
    ],
  },
  practise: {
    years01: {
      content: lines(
        'Car ramp',
        '• Prop a tray up on two books and hold a car at the top.',
        '• Wait. When the learner looks, makes a sound or touches “go”, let the car go.',
        '• Model two-word phrases as it rolls: “car go”, “go fast”.',
      ),
      image: 'car',
      links: [AAC_TIPS],
    },
    years12: {
      content: lines(
        'Bubble go',
        '• Blow one bubble and stop. The learner says or presses “go” for more bubbles.',
        '• Take turns: the learner holds the wand and waits for an adult or a friend to say “go”.',
        '• Count the bubbles that went up together: “1, 2, 3 – go!”.',
      ),
      image: 'go',
      links: [{ text: 'Sensory bubble play ideas', link: 'https://example.com/ideas/bubbles' }],
    },
    years34: {
      content: lines(
        'Go and stop race',
        '• Two learners each move a bus along a track of ten squares.',
        '• Turn over a card: “go” moves two squares, “stop” misses a turn.',
        '• Write “go” on a sticky note for the finishing line and read it together.',
      ),
      image: 'bus',
      links: [{ text: 'Printable go/stop cards', link: 'https://example.com/resources/go-stop-cards' }],
    },
  },
  canvases: canvasSet(1, 4),
  playIt: { game: 'stop-motion', content: { videoUrl: STOP_MOTION_VIDEO } },
};

// ---- Week 2: stop ----------------------------------------------------------------------------

const week2: LessonPlan = {
  id: id(2),
  number: 2,
  title: 'Week 2: stop',
  image: lessonImage(2, 'stop'),
  description: 'Week 2 – Core word: stop',
  docName: 'lesson-2',
  sayIt: {
    title: 'stop',
    illustrations: [
      ['stop', 'Say “stop” and sign it: one flat hand comes down onto the other palm.'],
      ['bus', 'The bus stops at every stop. Say “stop” when it is time to get off.'],
      ['drum', 'Play the drum together and “stop!” – everybody freezes.'],
    ],
  },
  findIt: cards('stop', 'go', 'bus'),
  songs: 3,
  clips: 2,
  books: [
    {
      title: 'Wheels on the Bus',
      author: 'Annie Kubler',
      description:
        'Sing and sign along: the bus goes round and round and stops at the end of every verse. Learners press “stop” to end each verse.',
      localThumbnail: true,
    },
    {
      title: 'Don’t Let the Pigeon Drive the Bus!',
      author: 'Mo Willems',
      description: 'The pigeon wants to drive and the answer is always “stop!”. Great for loud, funny modelling.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Music and freeze',
        text: [
          { text: 'Play a short piece of music and dance. Press “stop” on the AAC system and pause the music.' },
          { text: 'Exaggerate the freeze so the word and the stillness go together.' },
        ],
      },
      {
        title: 'Stage 2 – Stop the spinning top',
        text: [
          { text: 'Spin a top in a tray. The learner says or presses “stop” and you stop it with one finger.' },
          AAC_TIPS,
        ],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Stop means something happens',
    paragraphs: [
      '“Stop” is a powerful word: it lets a learner end something they do not like. Honour it whenever you safely can.',
      'Play musical statues, tickle games and push-along toys that stop on the word.',
    ],
    image: 'stop',
    links: [AAC_TIPS, MODELLING],
  },
  practise: {
    years01: {
      content: lines(
        'Tickle stop',
        '• Tickle gently and wait for any sign of “stop”.',
        '• Stop at once and model “stop” on the device. Start again after a pause.',
      ),
      image: 'stop',
    },
    years12: {
      content: lines(
        'Car park',
        '• Drive toy cars around a play mat. When the learner says “stop”, park the car.',
        '• Talk about where it stopped: “stop – house”, “stop – tree”.',
      ),
      image: 'car',
    },
    years34: {
      content: lines(
        'Traffic lights',
        '• Make red and green paddles. Green is “go”, red is “stop”.',
        '• Learners take turns as the traffic light for the class’s ride-on toys.',
        '• Write “stop” on the red paddle.',
      ),
      image: 'bus',
      links: [{ text: 'Traffic light paddle template', link: 'https://example.com/resources/traffic-lights' }],
    },
  },
  canvases: canvasSet(2, 3),
  playIt: {
    game: 'reveal-image',
    content: { hiddenImages: [symbol('cat'), symbol('teddy'), symbol('star')] },
  },
};

// ---- Week 3: more ----------------------------------------------------------------------------

const balls = draggables('ball', 'ball', 'ball', 'ball', 'ball');
const cakes = draggables('cake', 'cake', 'cake', 'cake');

const week3: LessonPlan = {
  id: id(3),
  number: 3,
  title: 'Week 3: more',
  image: lessonImage(3, 'more'),
  description: 'Week 3 – Core word: more',
  docName: 'lesson-3',
  sayIt: {
    title: 'more',
    illustrations: [
      ['more', 'Say “more” and sign it: the fingertips of both hands tap together.'],
      ['apple', 'Snack time: offer one small piece of apple at a time so there is a reason to ask for “more”.'],
      ['balloon', 'Blow the balloon up a little, then wait: “more?”'],
    ],
  },
  findIt: cards('more', 'apple', 'balloon'),
  songs: 2,
  clips: 3,
  books: [
    {
      title: 'More More More, Said the Baby',
      author: 'Vera B. Williams',
      description:
        'Three loving stories that end in “more, more, more!”. Let the learner press “more” to turn the page.',
    },
    {
      title: 'The Very Hungry Caterpillar',
      author: 'Eric Carle',
      description: 'He eats more and more each day. Put a “more” symbol on each page and count the food together.',
      localThumbnail: true,
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Bubbles',
        text: [{ text: 'Blow a few bubbles and stop. Model “more” and blow again.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Shaving foam tower',
        text: [
          { text: 'Squirt a little foam on a tray. “More?” Each press of “more” makes the tower taller.' },
          { text: 'Stop before the learner loses interest so “more” stays exciting.' },
        ],
      },
      {
        title: 'Stage 3 – More for everyone',
        text: [{ text: 'Pass the foam round the group; each learner asks for “more” in their own way.' }, AAC_TIPS],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Give a little, then wait',
    paragraphs: [
      'Make “more” needed: give small amounts of things the learner loves – a spoonful of yoghurt, one block, a few seconds of a song.',
      'Model “more” on the device as you give more, even before the learner tries it.',
    ],
    image: 'more',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines(
        'More snack',
        '• Put one raisin or a piece of banana on a plate.',
        '• When it is eaten, wait. Model “more” and give more.',
      ),
      image: 'banana',
    },
    years12: {
      content: lines(
        'Tower of cups',
        '• Build a tower of plastic cups with the learner.',
        '• Every new cup needs a “more”. Knock it down with “go!”.',
      ),
      image: 'cup',
    },
    years34: {
      content: lines(
        'More or the same?',
        '• Two plates with different numbers of grapes. Which has more?',
        '• Record it: draw the plates and write “more” under the fuller plate.',
      ),
      image: 'more',
      links: [{ text: 'Comparing amounts worksheet', link: 'https://example.com/resources/more-or-less' }],
    },
  },
  canvases: canvasSet(3, 3),
  playIt: {
    game: 'quantity-drag-and-drop',
    dragAndDropContent_Quantity: [
      {
        targetItem: symbol('target-box'),
        draggableItems: balls,
        correctItems: [],
        hintCards: hintCards('ball', 'more'),
        amount: 3,
        quantityOperator: 'equal-to',
      },
      {
        targetItem: symbol('target-box'),
        draggableItems: cakes,
        correctItems: [],
        hintCards: hintCards('cake', 'more'),
        amount: 2,
        quantityOperator: 'more-than',
      },
    ],
  },
};

// ---- Week 4: help ----------------------------------------------------------------------------

const week4: LessonPlan = {
  id: id(4),
  number: 4,
  title: 'Week 4: help',
  image: lessonImage(4, 'help'),
  description: 'Week 4 – Core word: help',
  docName: 'lesson-4',
  sayIt: {
    title: 'help',
    illustrations: [
      ['help', 'Say “help” and sign it: a thumbs-up on a flat hand, lifted together.'],
      ['teddy', 'Teddy is lost! “Help me find teddy.”'],
      ['gift', 'A present that is too tricky to open is a good reason to ask for “help”.'],
    ],
  },
  findIt: cards('help', 'teddy', 'me'),
  songs: 2,
  clips: 2,
  books: [
    {
      title: 'Where’s Spot?',
      author: 'Eric Hill',
      description: 'Help Mum find Spot behind every flap. Press “help” before lifting each flap.',
      localThumbnail: true,
    },
    {
      title: 'Can’t You Sleep, Little Bear?',
      author: 'Martin Waddell',
      description: 'Big Bear helps Little Bear when he is scared of the dark. Talk about who helps us.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Tricky boxes',
        text: [
          { text: 'Put a favourite toy in a clear box with a tight lid. Model “help” and open it together.' },
          MODELLING,
        ],
      },
      {
        title: 'Stage 2 – Help teddy',
        text: [{ text: 'Teddy is stuck in a tube. The learner calls “help” and pulls teddy out.' }, AAC_TIPS],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Set up reasons to ask for help',
    paragraphs: [
      'Tight lids, wind-up toys, snacks in packets and toys on a high shelf all need an adult’s help.',
      'Wait for the learner to ask – point to “help” on the device if they need a reminder – then help straight away.',
    ],
    image: 'help',
    links: [AAC_TIPS, MODELLING],
  },
  practise: {
    years01: {
      content: lines(
        'Jar of treasure',
        '• Put a loved toy in a jar the learner cannot open.',
        '• Wait, model “help”, and open it together.',
      ),
      image: 'help',
    },
    years12: {
      content: lines(
        'Helping hands',
        '• Tidy the table together: “help me”, “help you”.',
        '• Take photos and make a “we help” poster.',
      ),
      image: 'me',
    },
    years34: {
      content: lines(
        'Who can help?',
        '• Sort pictures of problems (a spill, a lost shoe, a tall shelf) and who can help.',
        '• Write one sentence: “I need help with …”.',
      ),
      image: 'shoe',
      links: [{ text: 'Problem picture cards', link: 'https://example.com/resources/help-cards' }],
    },
  },
  canvases: canvasSet(4, 3),
  playIt: {
    game: 'find-the-correct-one',
    findTheCorrectOneLevels: [
      {
        questionText: 'Where is my teddy?',
        questionAudioSrc: demoAudio('where-is-my-teddy'),
        avatarSrc: symbol('avatar'),
        questionCards: questionCards('help', 'teddy'),
        imageOptions: imageOptions('ball', 'teddy', 'car', 'cup'),
        answerCards: questionCards('teddy'),
        correctAnswerIndexes: [1],
        answerType: 'specific',
        backgroundColor: '#fff8e7',
      },
      {
        questionText: 'Can you help me find my teddy here?',
        questionAudioSrc: demoAudio('where-is-my-teddy'),
        avatarSrc: symbol('avatar'),
        questionCards: questionCards('help', 'teddy'),
        imageOptions: imageOptions('apple', 'banana', 'cake'),
        answerCards: [],
        correctAnswerIndexes: [],
        answerType: 'none',
        backgroundColor: '#eef6ff',
      },
      {
        questionText: 'Help me find all the animals!',
        avatarSrc: symbol('avatar'),
        questionCards: questionCards('help', 'cat', 'dog'),
        imageOptions: imageOptions('cat', 'dog', 'duck', 'fish'),
        answerCards: questionCards('cat', 'dog', 'duck', 'fish'),
        correctAnswerIndexes: [],
        answerType: 'all',
        backgroundColor: '#f1fbef',
      },
    ],
  },
};

// ---- Week 5: in and out ----------------------------------------------------------------------

const fruitLevel = draggables('apple', 'banana', 'ball', 'teddy');
const waterLevel = draggables('fish', 'duck', 'car', 'boat', 'shoe');

const week5: LessonPlan = {
  id: id(5),
  number: 5,
  title: 'Week 5: in and out',
  image: lessonImage(5, 'in'),
  description: 'Week 5 – Core words: in and out',
  docName: 'lesson-5',
  sayIt: {
    title: 'in and out',
    illustrations: [
      ['in', 'Say “in” and sign it: one hand drops into the other, cupped like a box.'],
      ['out', 'Say “out” and sign it: the hand comes back out of the cupped hand.'],
      ['bath', 'Bath time: toys go “in” the water and come “out” again.'],
      ['house', 'Teddy goes “in” the house and “out” to play.'],
    ],
  },
  findIt: cards('in', 'out', 'apple', 'banana'),
  songs: 3,
  clips: 3,
  books: [
    {
      title: 'Handa’s Surprise',
      author: 'Eileen Browne',
      description:
        'Animals take the fruit out of Handa’s basket one by one. Put real fruit in a basket and take it out as you read.',
      localThumbnail: true,
    },
    {
      title: 'Mr Gumpy’s Outing',
      author: 'John Burningham',
      description: 'Everyone gets in the boat – and then they all fall out! Act it out with a box boat.',
    },
    {
      title: 'Ten in the Bed',
      author: 'Penny Dale',
      description: '“Roll over!” and one falls out. Count down with soft toys in a box bed.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Posting box',
        text: [{ text: 'Post balls into a tube: “in, in, in”. Lift the tube and they all come “out”!' }, MODELLING],
      },
      {
        title: 'Stage 2 – Feely bag',
        text: [
          { text: 'Take one object out of a bag at a time: “out – apple!”. Put it back: “in”.' },
          { text: 'Let learners choose who puts the next thing in.' },
        ],
      },
      {
        title: 'Stage 3 – In and out of the hoop',
        text: [{ text: 'Jump in and out of a hoop on the floor, with the words on the device.' }, AAC_TIPS],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Boxes, bags and baskets',
    paragraphs: [
      'Any container is an “in and out” game: shape sorters, toy garages, pockets, a basket of fruit.',
      'Say the word at the moment things move: “in” as the ball drops, “out” as it rolls free.',
    ],
    image: 'in',
    links: [AAC_TIPS, { text: 'Posting games with household things', link: 'example.com/ideas/posting' }],
  },
  practise: {
    years01: {
      content: lines(
        'Fruit basket',
        '• Put real fruit in a basket, one piece at a time: “in”.',
        '• Tip the basket: everything comes “out”.',
      ),
      image: 'apple',
    },
    years12: {
      content: lines(
        'In the water',
        '• A tub of water with a duck, a fish, a boat and a shoe.',
        '• Which ones go in the water? Which come out?',
      ),
      image: 'duck',
    },
    years34: {
      content: lines(
        'In or out?',
        '• Sort photos: in the box or out of the box.',
        '• Label each one with “in” or “out” and read the labels to a friend.',
      ),
      image: 'out',
    },
  },
  canvases: canvasSet(5, 3),
  playIt: {
    game: 'multiple-drag-and-drop',
    dragAndDropContent_Multiple: [
      {
        targetItem: symbol('target-box'),
        hintAudio: demoAudio('put-the-fruit-in-the-basket'),
        draggableItems: fruitLevel,
        correctItems: idsOf(fruitLevel, 'apple', 'banana'),
        hintCards: hintCards('apple', 'banana', 'in'),
      },
      {
        targetItem: symbol('target-box'),
        hintAudio: demoAudio('put-the-fruit-in-the-basket'),
        draggableItems: waterLevel,
        correctItems: idsOf(waterLevel, 'fish', 'duck', 'boat'),
        hintCards: hintCards('fish', 'duck', 'boat', 'in'),
      },
    ],
  },
};

// ---- Week 6: like ----------------------------------------------------------------------------

const LIKE_GAME = 'https://example.com/games/like-it-or-not';

const week6: LessonPlan = {
  id: id(6),
  number: 6,
  title: 'Week 6: like',
  image: lessonImage(6, 'like'),
  description: 'Week 6 – Core word: like',
  link: LIKE_GAME,
  docName: 'lesson-6',
  sayIt: {
    title: 'like',
    illustrations: [
      ['like', 'Say “like” and sign it: a hand on the chest moves forward with thumb and finger closing.'],
      ['cake', '“I like cake!” Taste-test snacks and say “like” or “don’t like”.'],
      ['drum', 'Music time: which instrument do you like?'],
    ],
  },
  findIt: cards('like', 'me', 'cake'),
  songs: 2,
  clips: 2,
  books: [
    {
      title: 'Dear Zoo',
      author: 'Rod Campbell',
      description: 'The zoo sends animals until there is one the child likes. Press “like” or “don’t like” each time.',
      localThumbnail: true,
    },
    {
      title: 'I Will Not Ever Never Eat a Tomato',
      author: 'Lauren Child',
      description: 'Lola does not like lots of foods – until Charlie renames them. Great for “like” and “don’t like”.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Taste test',
        text: [{ text: 'Try three snacks. After each, model “like” or “don’t like” with a big face.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Sensory tray',
        text: [{ text: 'Feel jelly, sand and feathers. “Like?” – wait for the learner to show you.' }],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Choices all day long',
    paragraphs: [
      'Offer choices everywhere and comment with “like”: “You like the red car.”',
      'Respect “don’t like” as much as “like”: it is real communication.',
    ],
    image: 'like',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines(
        'Sensory choices',
        '• Offer two textures. Which one do you like?',
        '• Model “like” as the learner reaches.',
      ),
      image: 'like',
    },
    years12: {
      content: lines(
        'Our likes chart',
        '• Take photos of things each learner likes.',
        '• Stick them on a class chart.',
      ),
      image: 'me',
    },
    years34: {
      content: lines(
        'I like …',
        '• Survey the class: who likes apples, who likes bananas?',
        '• Write “I like …” sentences with a symbol for each.',
      ),
      image: 'banana',
      links: [{ text: 'Class survey template', link: 'https://example.com/resources/like-survey' }],
    },
  },
  canvases: canvasSet(6, 2),
  playIt: { game: 'other-game', link: LIKE_GAME },
};

// ---- Week 7: want ----------------------------------------------------------------------------

const week7: LessonPlan = {
  id: id(7),
  number: 7,
  title: 'Week 7: want',
  image: lessonImage(7, 'want'),
  description: 'Week 7 – Core word: want',
  docName: 'lesson-7',
  sayIt: {
    title: 'want',
    illustrations: [
      ['want', 'Say “want” and sign it: both hands, palms up, pull towards you with bent fingers.'],
      ['gift', '“I want the present!” Wrap a favourite toy and wait for “want”.'],
      ['balloon', 'Hold two things up: “Which do you want?”'],
    ],
  },
  findIt: cards('want', 'gift', 'balloon'),
  songs: 3,
  clips: 2,
  books: [
    {
      title: 'Spot’s Birthday Party',
      author: 'Eric Hill',
      description: 'Lift the flaps to find the party guests. What do you want to find next?',
      localThumbnail: true,
    },
    {
      title: 'The Tiger Who Came to Tea',
      author: 'Judith Kerr',
      description: 'The tiger wants everything! Model “want” and “more” on every page.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Wrapped surprise',
        text: [{ text: 'Show a wrapped present. “Want?” Unwrap it slowly, a little for each “want”.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Choosing board',
        text: [{ text: 'Hold up two toys. The learner says “want” and points, looks or presses the toy.' }],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Things worth wanting',
    paragraphs: [
      'Put favourite things in sight but out of reach so the learner needs to ask: “want ball”.',
      'Build up to two words: “want more”, “want go”.',
    ],
    image: 'want',
    links: [AAC_TIPS, { text: 'Making a choosing board', link: 'https://example.com/resources/choosing-board' }],
  },
  practise: {
    years01: {
      content: lines('Surprise bag', '• Wrap toys in paper.', '• Each “want” opens one.'),
      image: 'gift',
    },
    years12: {
      content: lines('Café', '• Set up a snack café with a menu of symbols.', '• Order with “want” + the food.'),
      image: 'cake',
    },
    years34: {
      content: lines(
        'Wish list',
        '• Cut pictures from a toy catalogue.',
        '• Write “I want …” for each and share it with the group.',
      ),
      image: 'want',
    },
  },
  canvases: canvasSet(1, 2),
  playIt: {
    game: 'image-reveal',
    imageRevealLevels: [
      {
        questionText: 'What do you want? Click the present to open it!',
        questionCards: questionCards('want', 'gift'),
        initialImage: symbol('gift'),
        revealedImage: symbol('teddy'),
        backgroundColor: '#fff4e0',
      },
      {
        questionText: "Click the image to reveal what's hidden!",
        questionCards: questionCards('want', 'open-gift'),
        initialImage: symbol('gift'),
        revealedImage: symbol('balloon'),
        backgroundColor: '#e9f4ff',
      },
    ],
  },
};

// ---- Week 8: big and little ------------------------------------------------------------------

const week8: LessonPlan = {
  id: id(8),
  number: 8,
  title: 'Week 8: big and little',
  image: lessonImage(8, 'big'),
  description: 'Week 8 – Core words: big and little',
  docName: 'lesson-8',
  sayIt: {
    title: 'big and little',
    illustrations: [
      ['big', 'Say “big” and sign it: both hands move far apart.'],
      ['little', 'Say “little” and sign it: finger and thumb almost touch.'],
      ['ball', 'A big ball and a little ball – roll them both.'],
    ],
  },
  findIt: cards('big', 'little', 'ball'),
  songs: 2,
  clips: 3,
  books: [
    {
      title: 'Guess How Much I Love You',
      author: 'Sam McBratney',
      description: 'Big and Little Nutbrown Hare stretch their arms wide. Stretch with them: “big!”.',
      localThumbnail: true,
    },
    {
      title: 'The Smartest Giant in Town',
      author: 'Julia Donaldson',
      description:
        'George the giant gives his big clothes away. Compare big and little clothes from the dressing-up box.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Big and little bubbles',
        text: [{ text: 'Blow a big bubble and a little bubble; model the word for each.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Drawing big and little',
        text: [{ text: 'Draw a big circle and a little circle on a large sheet while the group watches.' }, AAC_TIPS],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Compare everything',
    paragraphs: [
      'Pair things by size: big and little spoons, shoes, teddies, balls.',
      'Use your voice too: a big booming “big” and a tiny squeaky “little”.',
    ],
    image: 'big',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines('Big and little balls', '• Roll a big ball, then a little one.', '• Model the word each time.'),
      image: 'ball',
    },
    years12: {
      content: lines('Sorting hoops', '• A big hoop and a little hoop.', '• Sort shoes and socks into them by size.'),
      image: 'shoe',
    },
    years34: {
      content: lines(
        'Big and little pictures',
        '• Draw a big house and a little house.',
        '• Label them “big” and “little”.',
      ),
      image: 'house',
    },
  },
  canvases: canvasSet(2, 3),
  playIt: {
    game: 'drawing-game',
    drawingGameContent: {
      canvases: [
        { backgroundImage: symbol('ball'), audioUrl: sound('music-loop'), hintCards: hintCards('big', 'ball') },
        { backgroundImage: symbol('house'), audioUrl: sound('music-loop'), hintCards: hintCards('little', 'house') },
        { backgroundImage: symbol('tree'), hintCards: hintCards('big', 'tree') },
      ],
    },
  },
};

// ---- Week 9: me and you ----------------------------------------------------------------------

const toys = draggables('ball', 'teddy', 'car', 'drum');
const freePlay = draggables('hat', 'sock', 'shoe');

const week9: LessonPlan = {
  id: id(9),
  number: 9,
  title: 'Week 9: me and you',
  image: lessonImage(9, 'me'),
  description: 'Week 9 – Core words: me and you',
  docName: 'lesson-9',
  sayIt: {
    title: 'me and you',
    illustrations: [
      ['me', 'Say “me” and point to yourself.'],
      ['you', 'Say “you” and point to the other person.'],
      ['ball', 'Roll the ball: “to me” – “to you”.'],
    ],
  },
  findIt: cards('me', 'you', 'teddy'),
  songs: 2,
  clips: 2,
  books: [
    {
      title: 'You Choose',
      author: 'Nick Sharratt and Pippa Goodhart',
      description: 'Every page is a choice: “me – the teddy”, “you – the car”. Take turns choosing.',
      localThumbnail: true,
    },
    {
      title: 'Hug',
      author: 'Jez Alborough',
      description: 'A little monkey looks for his mum. Model “me” and “you” as you point at the pictures.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – My turn, your turn',
        text: [{ text: 'Pass a drum between you: “me” – drum – “you” – drum.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Mirror',
        text: [{ text: 'Look in a mirror together; point to “me” and “you”.' }],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Turn taking',
    paragraphs: [
      'Simple turn-taking games make “me” and “you” meaningful: rolling a ball, stacking blocks, pressing a buzzer.',
      'Give the learner a way to claim a turn: “me!”.',
    ],
    image: 'you',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines('Ball to me, ball to you', '• Sit facing each other and roll a ball.'),
      image: 'ball',
    },
    years12: {
      content: lines('Toy shelf', '• Put toys on a shelf together.', '• “Me” puts the teddy, “you” put the car.'),
      image: 'teddy',
    },
    years34: {
      content: lines('All about me', '• Make a “me” page with photos.', '• Swap with a friend: “you”.'),
      image: 'me',
    },
  },
  canvases: canvasSet(3, 2),
  playIt: {
    game: 'free-move-drag-and-drop',
    dragAndDropContent_Free: [
      {
        targetItem: symbol('toy-shelf'),
        draggableItems: toys,
        correctItems: idsOf(toys, 'ball', 'teddy', 'car', 'drum'),
        hintCards: hintCards('me', 'you', 'teddy'),
      },
      {
        targetItem: '',
        draggableItems: freePlay,
        correctItems: [],
        hintCards: hintCards('me', 'you'),
      },
    ],
  },
};

// ---- Week 10: all gone -----------------------------------------------------------------------

const week10: LessonPlan = {
  id: id(10),
  number: 10,
  title: 'Week 10: all gone',
  image: lessonImage(10, 'cake'),
  description: 'Week 10 – Core words: all gone',
  docName: 'lesson-10',
  sayIt: {
    title: 'all gone',
    illustrations: [
      ['cake', 'The cake is all gone! Show empty hands and say “all gone”.'],
      ['cup', 'Drink up – “all gone” – “more?”'],
      ['bath', 'Pull the plug: the water is “all gone”.'],
    ],
  },
  findIt: cards('more', 'cake', 'cup'),
  songs: 2,
  clips: 2,
  books: [
    {
      title: 'Tidy',
      author: 'Emily Gravett',
      description: 'Pete the badger tidies until the forest is all gone. Talk about what is gone on each page.',
      localThumbnail: true,
    },
    {
      title: 'Peepo!',
      author: 'Janet and Allan Ahlberg',
      description: 'Look through the hole: the baby is there, then gone. Perfect for “all gone” peekaboo.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Disappearing bubbles',
        text: [{ text: 'Pop every bubble together: “all gone”.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Tidy up',
        text: [{ text: 'Put the toys back in the box one at a time; when the table is empty, “all gone”.' }],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'The end of things',
    paragraphs: [
      '“All gone” helps learners understand endings: the snack, the song, the bubbles.',
      'Pair it with “more” so the learner can ask for the thing again.',
    ],
    image: 'stop',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines('Peekaboo', '• Hide a toy under a cloth: “all gone”.', '• Pull the cloth away: “there!”.'),
      image: 'teddy',
    },
    years12: {
      content: lines('Tidy-up time', '• Clear the table with the learner.', '• Say “all gone” when it is empty.'),
      image: 'cup',
    },
    years34: {
      content: lines('Snack diary', '• Draw the snack before and after.', '• Write “all gone” under the empty plate.'),
      image: 'cake',
    },
  },
  canvases: canvasSet(4, 2),
  playIt: {
    game: 'disappear-items',
    disappearItemsLevels: [
      {
        questionText: 'Click every object to clean up!',
        questionCards: questionCards('ball', 'teddy'),
        disappearImages: imageOptions('ball', 'teddy', 'car', 'book'),
        backgroundColor: '#fdf6ec',
      },
      {
        questionText: 'Tidy the table – make it all gone!',
        questionCards: questionCards('cup', 'spoon', 'cake'),
        disappearImages: imageOptions('cup', 'spoon', 'cake', 'apple', 'banana'),
        backgroundColor: '#eef7f0',
      },
    ],
  },
};

// ---- Week 11: away ---------------------------------------------------------------------------

const outLevel = draggables('cat', 'dog', 'bird');
const awayLevel = draggables('sock', 'shoe', 'hat', 'ball');

const week11: LessonPlan = {
  id: id(11),
  number: 11,
  title: 'Week 11: go away',
  image: lessonImage(11, 'out'),
  description: 'Week 11 – Core words: go away',
  docName: 'lesson-11',
  sayIt: {
    title: 'go away',
    illustrations: [
      ['go', '“Go away!” – push a hand gently forward.'],
      ['out', 'Take the animals out of the box: “go away, cat!”'],
      ['dog', 'The dog runs away – “go away, dog!”'],
    ],
  },
  findIt: cards('go', 'out', 'big'),
  songs: 2,
  clips: 2,
  books: [
    {
      title: 'Go Away, Big Green Monster!',
      author: 'Ed Emberley',
      description: 'The monster appears, then goes away piece by piece. Shout “go away!” together.',
      localThumbnail: true,
    },
    {
      title: 'Oi Frog!',
      author: 'Kes Gray and Jim Field',
      description: 'Animals are told where to sit – and to get away from the wrong seats. Funny rhymes to act out.',
    },
  ],
  attention: {
    title: ATTENTION_TITLE,
    stages: [
      {
        title: 'Stage 1 – Monster puppet',
        text: [{ text: 'A puppet pops up; everyone says “go away!” and it hides.' }, MODELLING],
      },
      {
        title: 'Stage 2 – Out of the box',
        text: [{ text: 'Empty a box of toys: every toy goes “away”.' }],
      },
    ],
  },
  play: {
    title: PLAY_TITLE,
    heading: 'Saying no, safely',
    paragraphs: [
      '“Go away” lets learners refuse something. Practise it in play so it is ready when needed.',
      'Use puppets and silly monsters so the word is fun, not rude.',
    ],
    image: 'out',
    links: [AAC_TIPS],
  },
  practise: {
    years01: {
      content: lines('Puppet pop-up', '• A puppet appears from a box.', '• “Go away” – the puppet hides.'),
      image: 'out',
    },
    years12: {
      content: lines('Out of the box', '• Move every animal out of the box.', '• Count them as they go.'),
      image: 'cat',
    },
    years34: {
      content: lines(
        'Monster book',
        '• Make a monster face from shapes.',
        '• Write “go away” and take the parts away.',
      ),
      image: 'go',
    },
  },
  canvases: canvasSet(5, 2),
  playIt: {
    game: 'invert-drag-and-drop',
    dragAndDropContent_Invert: [
      {
        targetItem: symbol('target-box'),
        draggableItems: outLevel,
        correctItems: [],
        hintCards: hintCards('out', 'go'),
      },
      {
        targetItem: symbol('target-box'),
        falseTargetItem: symbol('false-target'),
        randomTargetPosition: true,
        draggableItems: awayLevel,
        correctItems: [],
        hintCards: hintCards('out', 'go'),
      },
    ],
  },
};

export const CORE_WORDS_LESSONS = [week1, week2, week3, week4, week5, week6, week7, week8, week9, week10, week11].map(
  buildLesson,
);
