import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Sections } from '#domain/lesson';
import { AUTHOR_YEAR_LABELS, YEAR_GROUP_KEYS } from '#domain/section-tabs';
import type { DemoCourse } from '../demo-course.ts';
import { DEMO_COURSES } from './index.ts';
import { type PdfBlock, renderPdf } from './pdf.ts';

/**
 * The demo PDFs (each lesson's table task and writing sheet), made from the lesson content itself.
 * `scripts/media/make-pdfs.sh` writes them under public/; the demo-content test checks they match.
 */

export interface DemoDocument {
  /** The app path, e.g. /demo/docs/lesson-1.pdf. */
  path: string;
  title: string;
  blocks: PdfBlock[];
}

const isDemoPdf = (path: string) => path.startsWith('/demo/docs/') && path.endsWith('.pdf');

const linkLines = (links: Array<{ text: string; link: string }>) =>
  links.filter((link) => link.link).map((link) => `• ${link.text}: ${link.link}`);

export function demoDocuments(courses: DemoCourse[] = DEMO_COURSES): DemoDocument[] {
  const documents: DemoDocument[] = [];
  for (const course of courses) {
    for (const lesson of course.lessons) {
      const sections = Sections.parse(lesson.sections);
      const { practiseIt, writeIt, sayIt } = sections;
      if (isDemoPdf(practiseIt.pdfResource)) {
        const title = `${lesson.title} – Table task`;
        const blocks: PdfBlock[] = [
          { kind: 'title', text: title },
          { kind: 'text', text: `${course.product.title} · ${lesson.description}` },
        ];
        for (const key of YEAR_GROUP_KEYS) {
          const group = practiseIt[key];
          blocks.push({ kind: 'heading', text: AUTHOR_YEAR_LABELS[key] });
          blocks.push({ kind: 'text', text: [group.content, ...linkLines(group.links)].join('\n') });
        }
        if (practiseIt.disclaimer) blocks.push({ kind: 'text', text: practiseIt.disclaimer });
        documents.push({ path: practiseIt.pdfResource, title, blocks });
      }
      if (isDemoPdf(writeIt.globalFileLink)) {
        const word = sayIt.title || lesson.title;
        const title = `${lesson.title} – Writing task`;
        const blocks: PdfBlock[] = [
          { kind: 'title', text: title },
          { kind: 'text', text: `${course.product.title} · ${lesson.description}` },
          { kind: 'heading', text: 'Trace the word' },
          { kind: 'title', text: `${word}      ${word}      ${word}` },
          { kind: 'heading', text: 'Copy the word' },
          { kind: 'text', text: `${word}   ______________   ______________   ______________` },
          { kind: 'heading', text: 'Draw and write' },
          { kind: 'text', text: `Draw something that goes with “${word}” and write the word underneath.` },
          { kind: 'heading', text: 'Ideas from say it' },
          {
            kind: 'text',
            text: sayIt.illustrations
              .filter((illustration) => illustration.text)
              .map((illustration) => `• ${illustration.text}`)
              .join('\n'),
          },
        ];
        documents.push({ path: writeIt.globalFileLink, title, blocks });
      }
    }
  }
  return documents;
}

/** The file a document lives in under the public folder. */
export const publicFile = (publicDir: string, path: string) => join(publicDir, ...path.split('/').filter(Boolean));

export const renderDocument = (document: DemoDocument) => renderPdf(document.title, document.blocks);

/** Writes every demo PDF under `publicDir`; returns the app paths written. */
export function writeDemoDocuments(publicDir: string): string[] {
  return demoDocuments().map((document) => {
    const file = publicFile(publicDir, document.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderDocument(document));
    return document.path;
  });
}
