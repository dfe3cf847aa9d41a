import { describe, expect, it } from 'vitest';
import { rangeResponse } from '#offline/range-response.ts';

const body = new TextEncoder().encode('0123456789').buffer as ArrayBuffer;
const text = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());

describe('rangeResponse', () => {
  it('answers the whole file without a Range header', async () => {
    const response = rangeResponse(body, 'audio/mpeg', null);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await text(response)).toBe('0123456789');
  });

  it.each([
    ['bytes=2-5', '2345', 'bytes 2-5/10'],
    ['bytes=7-', '789', 'bytes 7-9/10'],
    ['bytes=-3', '789', 'bytes 7-9/10'],
    ['bytes=8-100', '89', 'bytes 8-9/10'],
  ])('answers %s with 206', async (range, expected, contentRange) => {
    const response = rangeResponse(body, 'video/webm', range);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(contentRange);
    expect(response.headers.get('content-length')).toBe(String(expected.length));
    expect(await text(response)).toBe(expected);
  });

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-', 'items=1-2'])('answers %s with 416', (range) => {
    const response = rangeResponse(body, 'video/webm', range);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10');
  });
});
