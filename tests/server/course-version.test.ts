import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/** Server A makes the course; server B imports its pack. */
let a: TestApp;
let b: TestApp;
let adminA: Caller;
let adminB: Caller;

beforeAll(async () => {
  [a, b] = await Promise.all([setupTestApp(), setupTestApp()]);
  [adminA, adminB] = await Promise.all([a.createAdmin(), b.createAdmin()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

async function movePack(productId: string) {
  const exported = await a.app.request(`/api/packs/${productId}`, {
    headers: { Authorization: `Bearer ${adminA.token}` },
  });
  const imported = await b.app.request('/api/packs', {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminB.token}`, 'Content-Type': 'application/zip' },
    body: new Uint8Array(await exported.arrayBuffer()),
  });
  expect(imported.status).toBeLessThan(300);
}

describe('GET /api/packs/:id/version', () => {
  it("gives a teacher who holds the course its version on this server, raised by a lesson's save", async () => {
    const product = await a.createProduct(adminA);
    const lesson = await a.createLesson(adminA, product._id, { title: 'One' });
    const teacher = await a.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const before = await a.call('GET', `/packs/${product._id}/version`, { token: teacher.token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ keyId: a.deps.packs.signer.keyId, version: expect.any(Number), imported: null });

    const saved = await a.call('PUT', `/lessons/${lesson._id}`, {
      token: adminA.token,
      body: { ...lesson, title: 'One, edited' },
    });
    expect(saved.status).toBe(200);
    const after = await a.call('GET', `/packs/${product._id}/version`, { token: teacher.token });
    expect(after.body.version).toBeGreaterThan(before.body.version);
  });

  it('names the pack the course was imported from, and the version here right after', async () => {
    const product = await a.createProduct(adminA);
    await a.createLesson(adminA, product._id);
    await movePack(product._id);
    const onA = await a.call('GET', `/packs/${product._id}/version`, { token: adminA.token });
    const onB = await b.call('GET', `/packs/${product._id}/version`, { token: adminB.token });
    expect(onB.body).toEqual({
      keyId: b.deps.packs.signer.keyId,
      version: onB.body.version,
      imported: { keyId: a.deps.packs.signer.keyId, version: onA.body.version, localVersion: onB.body.version },
    });
  });

  it('is for signed-in users who hold the course', async () => {
    const product = await a.createProduct(adminA);
    const stranger = await a.createUser();
    expect((await a.call('GET', `/packs/${product._id}/version`)).status).toBe(401);
    expect((await a.call('GET', `/packs/${product._id}/version`, { token: stranger.token })).status).toBe(403);
    expect((await a.call('GET', '/packs/no-such-course/version', { token: stranger.token })).status).toBe(404);
  });
});
