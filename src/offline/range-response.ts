const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Answers a request for a stored file: the whole file (200), or the byte range asked for (206),
 * so audio and video can seek; a range that cannot be served answers 416.
 */
export function rangeResponse(body: ArrayBuffer, type: string, range: string | null): Response {
  const total = body.byteLength;
  const common = { 'Content-Type': type, 'Accept-Ranges': 'bytes' };
  if (!range) {
    return new Response(body, { status: 200, headers: { ...common, 'Content-Length': String(total) } });
  }
  const match = RANGE.exec(range.trim());
  let start: number;
  let end: number;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(null, { status: 416, headers: { ...common, 'Content-Range': `bytes */${total}` } });
  }
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, total - suffix);
    end = total - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? total - 1 : Math.min(Number(match[2]), total - 1);
  }
  if (start >= total || start > end) {
    return new Response(null, { status: 416, headers: { ...common, 'Content-Range': `bytes */${total}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      ...common,
      'Content-Range': `bytes ${start}-${end}/${total}`,
      'Content-Length': String(end - start + 1),
    },
  });
}
