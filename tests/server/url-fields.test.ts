import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const REFUSED = [
  'java\tscript:alert(1)',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  'mailto:someone@example.com',
  'https://user:secret@example.com/',
];

describe('URL fields', () => {
  it('refuse anything but http(s) addresses and paths of the app, naming the field', async () => {
    for (const value of REFUSED) {
      const product = await t.call('POST', '/products', {
        token: admin.token,
        body: { title: 'Course', titleLogo: value },
      });
      expect(product.status, value).toBe(400);
      expect(product.body.message, value).toBe('titleLogo: must be a web address');
    }
    const course = await t.createProduct(admin);
    for (const value of REFUSED) {
      const lesson = await t.call('POST', '/lessons', {
        token: admin.token,
        body: { productId: course._id, title: 'Lesson', sections: { sayIt: { video: value } } },
      });
      expect(lesson.status, value).toBe(400);
    }
  });

  it('are stored normalised', async () => {
    const product = await t.createProduct(admin, {
      titleLogo: '/demo/covers/../covers/logo.svg',
      url: 'www.example.org/aac-tips',
      manualLink: 'HTTPS://Example.com/Manual.pdf',
    });
    const stored = await t.call('GET', `/products/${product._id}`, { token: admin.token });
    expect(stored.body.titleLogo).toBe('/demo/covers/logo.svg');
    expect(stored.body.url).toBe('www.example.org/aac-tips');
    expect(stored.body.manualLink).toBe('https://example.com/Manual.pdf');
  });
});
