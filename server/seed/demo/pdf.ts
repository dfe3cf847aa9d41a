/**
 * A tiny writer of text-only PDF files (A4, the standard Helvetica fonts), enough for the demo's
 * printable table tasks and writing sheets. The output depends on the input only (no dates), so the
 * files under public/ can be checked against the content that made them.
 */

export interface PdfBlock {
  kind: 'title' | 'heading' | 'text';
  text: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

const STYLE = {
  title: { font: 'F2', size: 18, leading: 26, wrap: 48 },
  heading: { font: 'F2', size: 13, leading: 20, wrap: 64 },
  text: { font: 'F1', size: 11, leading: 15, wrap: 84 },
} as const;

interface PdfLine {
  kind: PdfBlock['kind'];
  text: string;
}

/** Word wrap by character count (Helvetica averages about half an em a character). */
export function wrapText(text: string, width: number): string[] {
  const wrapped: string[] = [];
  for (const paragraphLine of text.split('\n')) {
    let line = '';
    for (const word of paragraphLine.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        wrapped.push(line);
        line = `  ${word}`;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    wrapped.push(line);
  }
  return wrapped;
}

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A PDF string literal in WinAnsi encoding, kept to ASCII with octal escapes. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI[char] ?? (code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 0x3f);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

function paginate(blocks: PdfBlock[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    for (const text of wrapText(block.text, style.wrap)) {
      if (y - style.leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= style.leading;
      pages.at(-1)?.push({ kind: block.kind, text });
    }
    y -= 6;
    pages.at(-1)?.push({ kind: 'text', text: '' });
  }
  return pages;
}

function pageStream(lines: PdfLine[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const commands: string[] = [];
  for (const line of lines) {
    const style = STYLE[line.kind];
    if (line.text === '') {
      y -= 6;
      continue;
    }
    y -= style.leading;
    commands.push(`BT /${style.font} ${style.size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`);
  }
  return commands.join('\n');
}

/** The bytes of a PDF showing the blocks in order, on as many A4 pages as they need. */
export function renderPdf(title: string, blocks: PdfBlock[]): Uint8Array {
  const pages = paginate(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const firstPage = 6;
  const kids = pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(title)} /Producer (symbol-courses demo seed) >>`);
  for (const [index, lines] of pages.entries()) {
    const stream = pageStream(lines);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }

  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(file);
}
