import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from './answer-headers.ts';
import { isHttps } from './client-address.ts';
import { errorBody } from './errors.ts';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer. Authors link images, audio and video from anywhere on the
 * web (and the offline download fetches them), so media and connections allow https: origins;
 * frames only YouTube; no plugins, no <base>, and no one may frame the app.
 */
export function securityHeaders(trustProxy: number): MiddlewareHandler[] {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https:'],
      frameSrc: YOUTUBE_FRAMES,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-site',
  });
  const hsts = createMiddleware(async (c, next) => {
    await next();
    if (isHttps(c, trustProxy)) {
      setAnswerHeader(c, 'Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
  return [headers, hsts];
}

/** CORS is off unless CORS_ORIGINS lists origins; those get credentials, nobody gets `*`. */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  if (origins.length === 0) return async (_c, next) => next();
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Authorization', 'Content-Type', 'customerId'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}

/**
 * Answers 400 to a request for a host the server is not configured for (PUBLIC_URL's, or one in
 * ALLOWED_HOSTS): nothing the server makes, links above all, may follow a Host header someone wrote.
 */
export function hostCheck(allowedHosts: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedHosts);
  return async (c, next) => {
    const host = new URL(c.req.url).host;
    if (!allowed.has(host)) return c.json(errorBody(`Unknown host: ${host}`), 400);
    await next();
  };
}
