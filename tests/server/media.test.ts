import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE, MEDIA_LIMITS, type MediaItem, SVG_MESSAGE } from '#domain/media';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  customer = await t.createUser();
});
afterAll(() => t.close());

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file that starts like a PNG, with some bytes of its own so each test has a different one. */
function png(marker: string, size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  bytes.set(new TextEncoder().encode(marker), PNG_HEAD.length);
  return bytes;
}
const mp4 = (marker: string) => new TextEncoder().encode(`\0\0\0\x18ftypisom${marker}`);

function upload(caller: Caller, productId: string, name: string, body: Uint8Array) {
  return t.app.request(`/api/media?productId=${productId}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${caller.token}`, 'Content-Type': 'application/octet-stream' },
    body,
  });
}

const itemOf = (answer: Response) => answer.json() as Promise<MediaItem>;

async function sha256(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Buffer.from(digest).toString('hex');
}

const storedFiles = async () => (await readdir(t.mediaDir)).filter((name) => name !== 'incoming');

describe('media uploads', () => {
  it('are for admins only', async () => {
    const course = await t.createProduct(admin);
    const refused = await upload(customer, course._id, 'cat.png', png('customer'));
    expect(refused.status).toBe(403);
    const list = await t.call('GET', `/media?productId=${course._id}`, { token: customer.token });
    expect(list.status).toBe(403);
    const stored = await itemOf(await upload(admin, course._id, 'cat.png', png('admin')));
    const deleted = await t.call('DELETE', `/media/${stored._id}`, { token: customer.token });
    expect(deleted.status).toBe(403);
    expect((await upload(admin, course._id, 'x.png', png('anonymous'))).status).toBe(201);
    const anonymous = await t.app.request(`/api/media?productId=${course._id}&name=a.png`, {
      method: 'POST',
      body: png('nobody'),
    });
    expect(anonymous.status).toBe(401);
  });

  it('say why an SVG symbol or an empty file is refused, and keep neither', async () => {
    const course = await t.createProduct(admin);
    const before = await storedFiles();
    const symbol = new TextEncoder().encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Exported by a symbol site -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>',
    );
    const svg = await upload(admin, course._id, 'more.svg', symbol);
    expect(svg.status).toBe(415);
    const svgMessage = ((await svg.json()) as { message: string }).message;
    expect(svgMessage).toBe(SVG_MESSAGE);
    expect(svgMessage).toMatch(/^SVG files are not accepted, because an SVG can carry scripts\. Export it as PNG/);
    const empty = await upload(admin, course._id, 'blank.png', new Uint8Array(0));
    expect(empty.status).toBe(415);
    expect(((await empty.json()) as { message: string }).message).toBe(EMPTY_FILE_MESSAGE);
    expect(EMPTY_FILE_MESSAGE).toBe('This file is empty');
    expect(await storedFiles()).toEqual(before);
    const list = await t.call('GET', `/media?productId=${course._id}`, { token: admin.token });
    expect(list.body).toEqual([]);
  });

  it('are checked by their content, not their name, and recorded with who, when, name, type, size and hash', async () => {
    const course = await t.createProduct(admin);
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await upload(admin, course._id, 'picture.png', text);
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as { message: string }).message).toBe(SVG_MESSAGE);
    const notes = await upload(admin, course._id, 'notes.png', new TextEncoder().encode('Shopping: apples, pears'));
    expect(notes.status).toBe(415);
    expect(((await notes.json()) as { message: string }).message).toMatch(/^This file is not a picture/);

    const bytes = mp4('a clip');
    const answer = await upload(admin, course._id, 'Clip of the week.mov', bytes);
    expect(answer.status).toBe(201);
    const item = await itemOf(answer);
    const hash = await sha256(bytes);
    expect(item).toMatchObject({
      name: 'Clip of the week.mov',
      kind: 'video',
      type: 'video/mp4',
      size: bytes.byteLength,
      hash,
      url: `/media/${hash}.mp4`,
      uploadedBy: admin.user.name,
    });
    expect(Date.now() - Date.parse(item.uploadedAt)).toBeLessThan(60_000);

    const served = await t.app.request(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('video/mp4');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const part = await t.app.request(item.url, { headers: { Range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('ftyp');
  });

  it('keep one copy of a file however often and for however many courses it is uploaded', async () => {
    const first = await t.createProduct(admin);
    const second = await t.createProduct(admin);
    const before = (await storedFiles()).length;
    const bytes = png('dedupe');
    const one = await upload(admin, first._id, 'dog.png', bytes);
    const again = await upload(admin, first._id, 'dog again.png', bytes);
    const elsewhere = await upload(admin, second._id, 'dog.png', bytes);
    expect([one.status, again.status, elsewhere.status]).toEqual([201, 200, 201]);
    const [a, b, c] = await Promise.all([itemOf(one), itemOf(again), itemOf(elsewhere)]);
    expect(b._id).toBe(a._id);
    expect(c._id).not.toBe(a._id);
    expect(c.url).toBe(a.url);
    expect((await storedFiles()).length).toBe(before + 1);
    const library = await t.call('GET', `/media?productId=${first._id}`, { token: admin.token });
    expect(library.body.map((entry: { name: string }) => entry.name)).toEqual(['dog.png']);
  });

  it('refuse a file over its kind’s limit with 413 and keep nothing of it', async () => {
    const course = await t.createProduct(admin);
    const before = await storedFiles();
    const answer = await upload(admin, course._id, 'huge.png', png('huge', MEDIA_LIMITS.image + 1));
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe('The file is larger than 10 MB');
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(`${t.mediaDir}/incoming`)).toEqual([]);
    const library = await t.call('GET', `/media?productId=${course._id}`, { token: admin.token });
    expect(library.body).toEqual([]);
  });

  it('are searchable by name and show their thumbnail', async () => {
    const course = await t.createProduct(admin);
    const cat = await itemOf(await upload(admin, course._id, 'Cat sitting.png', png('cat')));
    await upload(admin, course._id, 'Dog.png', png('dog'));
    const thumbnail = await t.app.request(`/api/media/${cat._id}/thumbnail`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: png('cat thumbnail', 32),
    });
    expect(thumbnail.status).toBe(200);
    const found = await t.call('GET', `/media?productId=${course._id}&q=cat`, { token: admin.token });
    expect(found.body).toHaveLength(1);
    expect(found.body[0].name).toBe('Cat sitting.png');
    expect(found.body[0].thumbnailUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(found.body[0].thumbnailUrl).not.toBe(cat.url);
    expect((await t.app.request(found.body[0].thumbnailUrl)).status).toBe(200);
    const notAPicture = await t.app.request(`/api/media/${cat._id}/thumbnail`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: new TextEncoder().encode('%PDF-1.7'),
    });
    expect(notAPicture.status).toBe(415);
  });

  it('cannot be deleted while a lesson uses them, and say where', async () => {
    const course = await t.createProduct(admin, { title: 'Weather words' });
    const clip = await itemOf(await upload(admin, course._id, 'rain.mp4', mp4('rain')));
    const lesson = await t.createLesson(admin, course._id, {
      title: 'Rainy days',
      sections: { sayIt: { video: clip.url } },
    });
    const refused = await t.call('DELETE', `/media/${clip._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This file is still used in lesson 'Rainy days' of course 'Weather words'. Remove it there first.",
    );
    expect((await t.app.request(clip.url)).status).toBe(200);

    const updated = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: admin.token,
      body: { title: 'Rainy days', sections: { sayIt: { video: '' } }, version: lesson.version },
    });
    expect(updated.status).toBe(200);
    const deleted = await t.call('DELETE', `/media/${clip._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await t.app.request(clip.url)).status).toBe(404);
    expect(await storedFiles()).not.toContain(`${clip.hash}.mp4`);
  });

  it('are served with their hash as entity tag, whole, by their size alone, or in a range', async () => {
    const course = await t.createProduct(admin);
    const bytes = mp4('ranges of a clip');
    const item = await itemOf(await upload(admin, course._id, 'clip.mp4', bytes));
    const whole = await t.app.request(item.url);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      etag: `"${item.hash}"`,
      'accept-ranges': 'bytes',
      'content-length': String(bytes.byteLength),
    });
    const unchanged = await t.app.request(item.url, { headers: { 'If-None-Match': `"${item.hash}"` } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const head = await t.app.request(item.url, { method: 'HEAD' });
    expect([head.status, head.headers.get('Content-Length'), await head.text()]).toEqual([
      200,
      String(bytes.byteLength),
      '',
    ]);
    const tail = await t.app.request(item.url, { headers: { Range: 'bytes=-6' } });
    expect([tail.status, tail.headers.get('Content-Range'), await tail.text()]).toEqual([
      206,
      `bytes ${bytes.byteLength - 6}-${bytes.byteLength - 1}/${bytes.byteLength}`,
      'a clip',
    ]);
    const rest = await t.app.request(item.url, { headers: { Range: 'bytes=8-' } });
    expect([rest.status, await rest.text()]).toEqual([206, 'isomranges of a clip']);
    const beyond = await t.app.request(item.url, { headers: { Range: `bytes=${bytes.byteLength}-` } });
    expect([beyond.status, beyond.headers.get('Content-Range')]).toEqual([416, `bytes */${bytes.byteLength}`]);
    // Several ranges at once may be answered with the whole file (RFC 9110), as here.
    const several = await t.app.request(item.url, { headers: { Range: 'bytes=0-1,4-7' } });
    expect([several.status, (await several.arrayBuffer()).byteLength]).toEqual([200, bytes.byteLength]);
  });

  it('are served with their immutable name only', async () => {
    expect((await t.app.request(`/media/${'a'.repeat(64)}.png`)).status).toBe(404);
    expect((await t.app.request('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.app.request(`/media/${'a'.repeat(64)}.svg`)).status).toBe(404);
  });
});
