import type { ByteSpan } from '../media/media-store.ts';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 14.1.2): a span of it, the whole
 * file (no header, or one the server may ignore: malformed, or several ranges), or nothing the
 * file holds (answered 416).
 */
export function rangeOf(header: string | undefined, size: number): ByteSpan | 'whole' | 'unsatisfiable' {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
