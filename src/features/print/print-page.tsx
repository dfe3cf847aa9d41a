import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { findItCardsQuery } from '#api/findit.ts';
import { learnerReportQuery } from '#api/learners.ts';
import { lessonQuery } from '#api/lessons.ts';
import { productQuery } from '#api/products.ts';
import { letterHome } from '#domain/letter-home';
import { type PrintCardSource, printCards, withMatchingCopy } from '#domain/print-cards';
import {
  BOOKLET_PAGES_PER_SHEET,
  type BookletPagesPerSheet,
  bookletPages,
  writingSheets,
} from '#domain/print-materials';
import { CARDS_PER_PAGE, type CardsPerPage, PAPER_SIZES, type PaperSize, paginate } from '#domain/print-pages';
import { Button } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { CoreWordBoard } from './core-word-board.tsx';
import { LetterHome } from './letter-home.tsx';
import { PageRule } from './paper-sheet.tsx';
import { PrintChoice } from './print-choice.tsx';
import styles from './print-page.module.css';
import { StoryBooklet } from './story-booklet.tsx';
import { SymbolCardSheets } from './symbol-card-sheets.tsx';
import { WritingSheets } from './writing-sheets.tsx';

type Material = 'cards' | 'board' | 'writing' | 'booklet' | 'letter';

const MATERIALS = [
  { value: 'cards', label: 'Symbol cards' },
  { value: 'board', label: 'Core-word board' },
  { value: 'writing', label: 'Write it sheets' },
  { value: 'booklet', label: 'Read it booklet' },
  { value: 'letter', label: 'Letter home' },
] as const;
/** The letter is for the whole class, or about one learner. */
const WHOLE_CLASS_LETTER = '';
/** A day in the letter, as a family reads it: "Friday 27 November". */
const letterDay = (iso: string) =>
  new Date(iso).toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long' });
const BOOKLET_LAYOUTS = BOOKLET_PAGES_PER_SHEET.map((count) => ({
  value: count,
  label: count === 1 ? 'One page per sheet' : 'Two pages per sheet, to fold',
}));
const SOURCES = [
  { value: 'lesson', label: 'This lesson’s cards' },
  { value: 'course', label: 'All the course’s find it cards' },
] as const;
const PER_PAGE = CARDS_PER_PAGE.map((count) => ({ value: count, label: `${count} per page` }));
const PAPERS = (Object.keys(PAPER_SIZES) as PaperSize[]).map((paper) => ({
  value: paper,
  label: PAPER_SIZES[paper].label,
}));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the preview shows of a material: its sheets and what the status line says, or why there is nothing. */
interface Preview {
  empty?: string;
  status: string;
  sheets: ReactNode;
}

/**
 * Print lesson materials (issue 36): the lesson's symbol cards, core-word board, writing sheets,
 * story booklet or letter home, previewed as the sheets that will print, and printed by the
 * browser from what the device holds: the same reads as the lesson's pages (and, for a letter
 * about a learner, the Learner report), so it works offline once they have been opened.
 */
export function PrintPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const navigate = useNavigate();
  const lesson = useQuery(lessonQuery(lessonId));
  const cardSet = useQuery(findItCardsQuery(productId));
  const [material, setMaterial] = useState<Material>('cards');
  const [source, setSource] = useState<PrintCardSource>('lesson');
  const [perPage, setPerPage] = useState<CardsPerPage>(6);
  const [matching, setMatching] = useState(false);
  const [paper, setPaper] = useState<PaperSize>('a4');
  const [bookletLayout, setBookletLayout] = useState<BookletPagesPerSheet>(1);
  const [letterFor, setLetterFor] = useState(WHOLE_CLASS_LETTER);
  const product = useQuery(productQuery(productId));
  const report = useQuery({ ...learnerReportQuery(productId), enabled: material === 'letter' });

  const back = () =>
    void navigate({ to: '/class/$classId/lessons/$lessonId', params: { classId: productId, lessonId } });
  const failed = lesson.error ?? cardSet.error;
  if (!lesson.data || !cardSet.data) {
    return (
      <PageFrame title="Print lesson materials" onBack={back}>
        {failed && !lesson.isFetching && !cardSet.isFetching ? (
          <ErrorMessage
            error={failed}
            title="This lesson could not be loaded."
            onRetry={() => {
              void lesson.refetch();
              void cardSet.refetch();
            }}
          />
        ) : (
          <Skeletons count={2} className={styles.skeleton} />
        )}
      </PageFrame>
    );
  }

  const title = lesson.data.description || lesson.data.title;
  const cards = printCards(lesson.data, cardSet.data.cards, source);
  const printed = material === 'cards' && matching ? withMatchingCopy(cards) : cards;
  const noCards = cards.length === 0 ? 'This lesson has no cards to print.' : undefined;
  const learners = (report.data?.learners ?? []).filter((learner) => !learner.archived);
  // A learner archived or gone since she was chosen: the letter is the whole class's again.
  const aboutLearner = learners.find((learner) => learner._id === letterFor);
  const letterOptions = [
    { value: WHOLE_CLASS_LETTER, label: 'The whole class' },
    ...learners.map((learner) => ({ value: learner._id, label: learner.displayName })),
  ];
  const previews: Record<Material, () => Preview> = {
    cards: () => ({
      empty: noCards,
      status: `${plural(paginate(printed, perPage).length, 'page', 'pages')}, ${plural(printed.length, 'card', 'cards')}`,
      sheets: <SymbolCardSheets cards={printed} perPage={perPage} paper={paper} />,
    }),
    board: () => ({
      empty: noCards,
      status: `1 page, ${plural(cards.length, 'card', 'cards')}`,
      sheets: <CoreWordBoard title={title} cards={cards} paper={paper} />,
    }),
    writing: () => {
      const canvases = writingSheets(lesson.data);
      return {
        empty: canvases.length === 0 ? 'This lesson has no Write it canvases to print.' : undefined,
        status: plural(canvases.length, 'page', 'pages'),
        sheets: <WritingSheets lessonTitle={title} canvases={canvases} paper={paper} />,
      };
    },
    booklet: () => {
      const pages = bookletPages(lesson.data);
      return {
        empty: pages.length === 0 ? 'This lesson has no Read it books to print.' : undefined,
        status: `${plural(paginate(pages, bookletLayout).length, 'page', 'pages')}, ${plural(pages.length, 'book', 'books')}`,
        sheets: <StoryBooklet pages={pages} perSheet={bookletLayout} paper={paper} />,
      };
    },
    letter: () => {
      const learner = aboutLearner;
      const record = report.data?.records.find((row) => row.learnerId === learner?._id && row.lessonId === lessonId);
      const lessonCards = printCards(lesson.data, cardSet.data.cards, 'lesson');
      const letter = letterHome({
        courseTitle: product.data?.title ?? '',
        lessonTitle: title,
        words: lessonCards.map((card) => card.word).filter(Boolean),
        books: bookletPages(lesson.data).filter((book) => book.title),
        learner: learner && { name: learner.displayName, record },
        day: letterDay,
      });
      return {
        status: learner ? `1 page, about ${learner.displayName}` : '1 page, for the whole class',
        sheets: <LetterHome heading={title} letter={letter} cards={lessonCards} paper={paper} />,
      };
    },
  };
  const preview = previews[material]();
  return (
    <PageFrame title="Print lesson materials" onBack={back} printTitle={false}>
      <PageRule paper={paper} />
      <div className={styles.layout}>
        <div className={styles.choices}>
          <p className={styles.lesson}>{title}</p>
          <div className={styles.printBar}>
            <p role="status">{preview.empty ?? `Preview: ${preview.status}`}</p>
            <Button onClick={() => window.print()} disabled={Boolean(preview.empty)}>
              Print
            </Button>
          </div>
          <PrintChoice
            name="material"
            legend="What to print"
            options={MATERIALS}
            value={material}
            onChange={setMaterial}
          />
          {(material === 'cards' || material === 'board') && (
            <PrintChoice name="source" legend="Which cards" options={SOURCES} value={source} onChange={setSource} />
          )}
          {material === 'booklet' && (
            <PrintChoice
              name="booklet-layout"
              legend="Booklet pages"
              options={BOOKLET_LAYOUTS}
              value={bookletLayout}
              onChange={setBookletLayout}
            />
          )}
          {material === 'letter' && (
            <PrintChoice
              name="letter-for"
              legend="Letter about"
              options={letterOptions}
              value={aboutLearner?._id ?? WHOLE_CLASS_LETTER}
              onChange={setLetterFor}
            />
          )}
          {material === 'letter' && report.isError && !report.data && (
            <p className={styles.hint}>
              Your learners could not be read (the Learner report has not been opened on this device while online): the
              letter is for the whole class.
            </p>
          )}
          {material === 'cards' && (
            <>
              <PrintChoice
                name="per-page"
                legend="Card size"
                options={PER_PAGE}
                value={perPage}
                onChange={setPerPage}
              />
              <label className={styles.option}>
                <input type="checkbox" checked={matching} onChange={(event) => setMatching(event.target.checked)} />A
                second copy of each card, for matching
              </label>
            </>
          )}
          <PrintChoice name="paper" legend="Paper" options={PAPERS} value={paper} onChange={setPaper} />
        </div>
        <div className={styles.preview}>{!preview.empty && preview.sheets}</div>
      </div>
    </PageFrame>
  );
}
