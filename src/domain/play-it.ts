import * as z from 'zod';
import { GAME_OPTIONS, INTERACTIVE_GAME, OTHER_GAME } from './built-in-games.ts';
import { DEFAULT_BACKGROUND_COLOUR } from './constants.ts';
import { Label, RequiredUrlText, Text, UrlText } from './text.ts';

export const GameType = z.enum([...GAME_OPTIONS, INTERACTIVE_GAME]);
export type GameType = z.infer<typeof GameType>;

export const QUANTITY_OPERATORS = ['less-than', 'equal-to', 'more-than'] as const;
export const QuantityOperator = z.enum(QUANTITY_OPERATORS);
export type QuantityOperator = z.infer<typeof QuantityOperator>;
export const DEFAULT_QUANTITY_OPERATOR: QuantityOperator = 'more-than';

const Colour = z.string().trim().max(50).default(DEFAULT_BACKGROUND_COLOUR);

export const HintCard = z.object({ title: Label.default(''), image: UrlText.default('') });
export type HintCard = z.infer<typeof HintCard>;
const HintCards = z.array(HintCard).max(20).default([]);

export const DraggableItem = z.object({
  id: Label.min(1),
  url: RequiredUrlText,
  draggable: z.boolean().default(true),
});
export type DraggableItem = z.infer<typeof DraggableItem>;

/** One level of the four drag-and-drop games. */
export const DragLevel = z.object({
  targetItem: UrlText.default(''),
  falseTargetItem: UrlText.default(''),
  backgroundImage: UrlText.default(''),
  hintAudio: UrlText.default(''),
  randomTargetPosition: z.boolean().default(false),
  draggableItems: z.array(DraggableItem).max(30).default([]),
  correctItems: z.array(Label).max(30).default([]),
  hintCards: HintCards,
  amount: z.number().min(0).max(1000).default(0),
  quantityOperator: QuantityOperator.default(DEFAULT_QUANTITY_OPERATOR),
});
export type DragLevel = z.infer<typeof DragLevel>;

export const QuestionCard = z.object({ label: Label.default(''), imageSrc: UrlText.default('') });
export type QuestionCard = z.infer<typeof QuestionCard>;
const QuestionCards = z.array(QuestionCard).max(20).default([]);

export const ImageOption = z.object({ src: UrlText.default(''), alt: Label.default('') });
export type ImageOption = z.infer<typeof ImageOption>;

export const ANSWER_TYPES = ['specific', 'none', 'all'] as const;
export const AnswerType = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof AnswerType>;

export const DEFAULT_QUESTION_TEXT = {
  'find-the-correct-one': 'Where is my teddy?',
  'disappear-items': 'Click every object to clean up!',
  'image-reveal': "Click the image to reveal what's hidden!",
} as const;

export const FindTheCorrectOneLevel = z
  .object({
    questionText: Text.default(DEFAULT_QUESTION_TEXT['find-the-correct-one']),
    questionAudioSrc: UrlText.default(''),
    avatarSrc: UrlText.default(''),
    questionCards: QuestionCards,
    imageOptions: z.array(ImageOption).max(30).default([]),
    answerCards: QuestionCards,
    correctAnswerIndexes: z.array(z.number().int().min(0)).max(30).default([]),
    answerType: AnswerType.default('specific'),
    backgroundColor: Colour,
    backgroundImage: UrlText.default(''),
  })
  .superRefine((level, ctx) => {
    const seen = new Set<number>();
    level.correctAnswerIndexes.forEach((index, position) => {
      if (index >= level.imageOptions.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['correctAnswerIndexes', position],
          message: 'must be one of the image options',
        });
      }
      if (seen.has(index)) {
        ctx.addIssue({ code: 'custom', path: ['correctAnswerIndexes', position], message: 'must not repeat' });
      }
      seen.add(index);
    });
  });
export type FindTheCorrectOneLevel = z.infer<typeof FindTheCorrectOneLevel>;

export const DisappearItemsLevel = z.object({
  questionText: Text.default(DEFAULT_QUESTION_TEXT['disappear-items']),
  questionAudioSrc: UrlText.default(''),
  questionCards: QuestionCards,
  disappearImages: z.array(ImageOption).max(30).default([]),
  backgroundColor: Colour,
  backgroundImage: UrlText.default(''),
});
export type DisappearItemsLevel = z.infer<typeof DisappearItemsLevel>;

export const ImageRevealLevel = z.object({
  questionText: Text.default(DEFAULT_QUESTION_TEXT['image-reveal']),
  questionAudioSrc: UrlText.default(''),
  questionCards: QuestionCards,
  initialImage: UrlText.default(''),
  revealedImage: UrlText.default(''),
  backgroundColor: Colour,
  backgroundImage: UrlText.default(''),
});
export type ImageRevealLevel = z.infer<typeof ImageRevealLevel>;

export const DrawingCanvas = z.object({
  backgroundImage: UrlText.default(''),
  audioUrl: UrlText.default(''),
  hintCards: HintCards,
});
export type DrawingCanvas = z.infer<typeof DrawingCanvas>;

/** The spec's fields of playIt.content, and no others (any other key is refused). */
export const PlayItContent = z.strictObject({
  videoUrl: UrlText.default(''),
  hiddenImages: z.array(UrlText).max(50).default([]),
});
export type PlayItContent = z.infer<typeof PlayItContent>;

const levels = <T extends z.ZodType>(level: T) => z.array(level).max(100).default([]);

export const PlayIt = z.object({
  game: GameType.default(OTHER_GAME),
  content: PlayItContent.prefault({}),
  link: UrlText.default(''),
  dragAndDropContent_Multiple: levels(DragLevel),
  dragAndDropContent_Quantity: levels(DragLevel),
  dragAndDropContent_Free: levels(DragLevel),
  dragAndDropContent_Invert: levels(DragLevel),
  findTheCorrectOneLevels: levels(FindTheCorrectOneLevel),
  disappearItemsLevels: levels(DisappearItemsLevel),
  drawingGameContent: z.object({ canvases: levels(DrawingCanvas) }).prefault({}),
  imageRevealLevels: levels(ImageRevealLevel),
});
export type PlayIt = z.infer<typeof PlayIt>;
