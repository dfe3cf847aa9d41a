import type { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryKind, PACK_FORMAT, PACK_MESSAGES, PackManifest, packFileEntry } from '#domain/course-pack';
import { openPack, PackError } from '#domain/course-pack-reader';
import { packFileName } from '#domain/pack-names';
import { base64Of, keyIdOf, sha256Hex, signatureMatches } from '#domain/pack-signature';
import { centralDirectory, localHeader, localHeaderBytes, STORED, type ZipEntry } from '#domain/zip-container';

const encoder = new TextEncoder();
const SHA = 'a'.repeat(64);

async function newKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as {
    privateKey: webcrypto.CryptoKey;
    publicKey: webcrypto.CryptoKey;
  };
  const publicKey = base64Of(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  return { pair, publicKey, keyId: await keyIdOf(publicKey) };
}

function manifest(overrides: Record<string, unknown> = {}) {
  return {
    app: 'symbol-courses',
    format: PACK_FORMAT,
    exportedAt: '2026-11-28T10:00:00.000Z',
    signer: { keyId: 'b'.repeat(32), publicKey: `${'A'.repeat(43)}=` },
    course: { id: 'course-1', title: 'Core words', version: 7 },
    content: { sha256: SHA, size: 10 },
    files: [{ sha256: SHA, size: 3, type: 'image/png', links: ['/media/x.png'] }],
    missing: [],
    ...overrides,
  };
}

/** A ZIP of stored entries, as the server writes them. */
function zip(entries: { name: string; bytes: Uint8Array }[]): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const written: (ZipEntry & { offset: number })[] = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const entry: ZipEntry = { name, method: STORED, crc: 0, compressedSize: bytes.byteLength, size: bytes.byteLength };
    written.push({ ...entry, offset });
    parts.push(localHeader(entry) as Uint8Array<ArrayBuffer>, bytes as Uint8Array<ArrayBuffer>);
    offset += localHeaderBytes(name) + bytes.byteLength;
  }
  parts.push(centralDirectory(written) as Uint8Array<ArrayBuffer>);
  return new Blob(parts);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'opened',
    (error: unknown) => (error instanceof PackError ? error.message : `not a PackError: ${String(error)}`),
  );

describe('the pack manifest', () => {
  it('takes a manifest as the server writes it', () => {
    expect(PackManifest.safeParse(manifest()).success).toBe(true);
    expect(
      PackManifest.safeParse(
        manifest({ course: { id: 'c', title: 'T', version: 3, basedOn: { keyId: 'c'.repeat(32), version: 2 } } }),
      ).success,
    ).toBe(true);
  });

  it('refuses hashes that are not SHA-256, files without a link, and another format', () => {
    expect(PackManifest.safeParse(manifest({ content: { sha256: 'abc', size: 1 } })).success).toBe(false);
    expect(
      PackManifest.safeParse(manifest({ files: [{ sha256: SHA, size: 1, type: 'image/png', links: [] }] })).success,
    ).toBe(false);
    expect(PackManifest.safeParse(manifest({ format: PACK_FORMAT + 1 })).success).toBe(false);
  });

  it('allows only its own entry names, and tells names that leave the pack', () => {
    expect(entryKind('manifest.json')).toBe('manifest');
    expect(entryKind(packFileEntry(SHA))).toBe('file');
    for (const name of ['../x', 'files/../../x', '/etc/passwd', 'C:\\x', 'a\\..\\b'])
      expect(entryKind(name)).toBe('outside');
    for (const name of ['files/abc', 'readme.txt', 'files/']) expect(entryKind(name)).toBe('unknown');
  });

  it('names the file after the course, safe for any disk', () => {
    expect(packFileName('Core words: 1/2')).toBe('Core words 1 2.course.zip');
    expect(packFileName('///')).toBe('course.course.zip');
  });
});

describe('opening a pack', () => {
  it('refuses what is not a ZIP, a ZIP cut short, and a pack of a newer format', async () => {
    expect(await refusal(openPack(new Blob([encoder.encode('hello, not a zip at all')])))).toBe(PACK_MESSAGES.notAPack);
    const whole = zip([{ name: 'manifest.json', bytes: encoder.encode(JSON.stringify(manifest())) }]);
    expect(await refusal(openPack(whole.slice(0, whole.size - 10)))).toBe(PACK_MESSAGES.truncated);
    const newer = zip([{ name: 'manifest.json', bytes: encoder.encode(JSON.stringify(manifest({ format: 9 }))) }]);
    expect(await refusal(openPack(newer))).toBe(PACK_MESSAGES.newerFormat(9));
  });

  it('refuses entries that leave the pack before it reads any', async () => {
    const slip = zip([{ name: '../../escape', bytes: encoder.encode('x') }]);
    expect(await refusal(openPack(slip))).toBe(PACK_MESSAGES.outside('../../escape'));
  });

  it('checks a file against its recorded SHA-256', async () => {
    const bytes = encoder.encode('abc');
    const sha256 = await sha256Hex(bytes);
    const body = manifest({
      files: [{ sha256, size: 3, type: 'image/png', links: ['/media/x.png'] }],
      content: { sha256, size: 1 },
    });
    const entries = [
      { name: 'manifest.json', bytes: encoder.encode(JSON.stringify(body)) },
      { name: 'course.json', bytes: encoder.encode('{') },
    ];
    const good = await openPack(zip([...entries, { name: packFileEntry(sha256), bytes }]));
    const [file] = good.manifest.files;
    if (!file) throw new Error('no file');
    expect(await good.fileBytes(file)).toEqual(bytes);
    const bad = await openPack(zip([...entries, { name: packFileEntry(sha256), bytes: encoder.encode('abd') }]));
    expect(await refusal(bad.fileBytes(file))).toBe(PACK_MESSAGES.fileMismatch('/media/x.png'));
  });
});

describe('the pack signature', () => {
  it('matches the manifest its key signed, and no other bytes or key', async () => {
    const { pair, publicKey } = await newKey();
    const other = await newKey();
    const signed = encoder.encode(JSON.stringify(manifest()));
    const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', pair.privateKey, signed));
    expect(await signatureMatches(signed, signature, publicKey)).toBe(true);
    expect(
      await signatureMatches(encoder.encode(JSON.stringify(manifest({ missing: ['/x.png'] }))), signature, publicKey),
    ).toBe(false);
    expect(await signatureMatches(signed, signature, other.publicKey)).toBe(false);
    expect(await signatureMatches(signed, new Uint8Array(64), publicKey)).toBe(false);
    expect(await signatureMatches(signed, signature, 'not a key')).toBe(false);
  });

  it('names a key by the first half of its SHA-256', async () => {
    const { publicKey, keyId } = await newKey();
    expect(keyId).toMatch(/^[0-9a-f]{32}$/);
    expect(keyId).toBe((await sha256Hex(Uint8Array.from(atob(publicKey), (char) => char.charCodeAt(0)))).slice(0, 32));
  });
});
