import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupFile, readPart, verifyBackup } from '#server/backup/archive';

/** A backup file checks itself: whole, it gives back its parts; cut, damaged or foreign, it is refused. */

let folder = '';
let file = '';
const PARTS = {
  'database/one.jsonl': Buffer.from('{"a":1}\n'),
  'media/empty.png': Buffer.alloc(0),
  'files/x': Buffer.alloc(200_000, 7),
};

async function* bytes(buffer: Buffer) {
  yield buffer;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'symbol-courses-backup-file-'));
  file = path.join(folder, 'whole.backup');
  const out = await createBackupFile(file);
  for (const [name, content] of Object.entries(PARTS)) await out.addPart(name, bytes(content));
  await out.finish({ createdAt: new Date().toISOString(), database: 'pglite', migration: 1, media: 'folder' });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function changed(name: string, change: (content: Buffer) => Buffer) {
  const copy = path.join(folder, name);
  await writeFile(copy, change(await readFile(file)));
  return copy;
}

describe('a backup file', () => {
  it('gives back each part as it was written', async () => {
    const { manifest, offsets } = await verifyBackup(file);
    for (const part of manifest.parts) {
      const chunks: Buffer[] = [];
      for await (const chunk of readPart(file, offsets, part)) chunks.push(chunk);
      expect(Buffer.concat(chunks)).toEqual(PARTS[part.name as keyof typeof PARTS]);
    }
  });

  it('cut short, is refused as incomplete', async () => {
    const cut = await changed('cut.backup', (content) => content.subarray(0, content.byteLength - 10));
    await expect(verifyBackup(cut)).rejects.toThrow(/cut\.backup is incomplete: .*cut short/);
  });

  it('with a byte changed, is refused as damaged', async () => {
    const damaged = await changed('damaged.backup', (content) => {
      const copy = Buffer.from(content);
      copy[1000] = (copy[1000] ?? 0) ^ 0xff;
      return copy;
    });
    await expect(verifyBackup(damaged)).rejects.toThrow(/damaged\.backup is damaged: its checksum does not match/);
  });

  it('of something else, is refused as not a backup', async () => {
    const other = path.join(folder, 'notes.txt');
    await writeFile(other, 'not a backup at all, but long enough to have a trailer of its own size......');
    await expect(verifyBackup(other)).rejects.toThrow(/notes\.txt is not a Symbol Courses backup/);
    await expect(verifyBackup(path.join(folder, 'nowhere.backup'))).rejects.toThrow(/there is no such file/);
  });
});
