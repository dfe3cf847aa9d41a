import { describe, expect, it } from 'vitest';
import { type ServerCourseVersion, serverCopyIsNewer } from '#domain/offline-copy';

const HERE = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);
const THIRD = 'c'.repeat(32);

const server = (version: number, imported: ServerCourseVersion['imported'] = null): ServerCourseVersion => ({
  keyId: HERE,
  version,
  imported,
});

describe("'Update offline copy' is offered", () => {
  it("for a downloaded copy, or a pack of this server, when the server's version is later", () => {
    expect(serverCopyIsNewer({ keyId: HERE, version: 7 }, server(8))).toBe(true);
    expect(serverCopyIsNewer({ keyId: HERE, version: 7 }, server(7))).toBe(false);
    expect(serverCopyIsNewer({ keyId: HERE, version: 9 }, server(7))).toBe(false);
  });

  it('for a pack of another server when this server imported a later pack of it, or changed the course since', () => {
    const imported = { keyId: OTHER, version: 3, localVersion: 5 };
    expect(serverCopyIsNewer({ keyId: OTHER, version: 3 }, server(5, imported)), 'the same pack, unchanged').toBe(
      false,
    );
    expect(serverCopyIsNewer({ keyId: OTHER, version: 3 }, server(6, imported)), 'changed here since').toBe(true);
    expect(serverCopyIsNewer({ keyId: OTHER, version: 2 }, server(5, imported)), 'an older pack').toBe(true);
    expect(serverCopyIsNewer({ keyId: OTHER, version: 4 }, server(6, imported)), 'a later pack').toBe(false);
  });

  it('for a copy whose version is unknown: kept before versions were recorded, or of a line the server left', () => {
    expect(serverCopyIsNewer(undefined, server(1))).toBe(true);
    expect(
      serverCopyIsNewer({ keyId: THIRD, version: 40 }, server(5, { keyId: OTHER, version: 3, localVersion: 5 })),
    ).toBe(true);
    expect(serverCopyIsNewer({ keyId: OTHER, version: 3 }, server(5))).toBe(true);
  });
});
