/// <reference lib="webworker" />

import { storedMediaResponse } from './kept-media.ts';

/** How long a kept copy waits for a network that is connected but does not answer. */
const NETWORK_GRACE_MS = 3000;

const NOT_SAVED_PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Not saved on this device</title>
    <style>
      body { font-family: system-ui, sans-serif; line-height: 1.6; max-width: 40rem; margin: 3rem auto; padding: 0 1.5rem; color: #1f2933; }
      a { color: #0b5cad; }
    </style>
  </head>
  <body>
    <main>
      <h1>This page is not saved on this device</h1>
      <p>It could not be loaded: the network is not available. It opens again once the network is back.</p>
      <p>Lessons you have opened, and courses you made available offline, still work.</p>
      <p><a href="/">Back to your courses</a></p>
    </main>
  </body>
</html>`;

function notSaved(): Response {
  return new Response(NOT_SAVED_PAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const wait = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/**
 * A page of the site that is not the app (the course manual, a lesson PDF): the network's answer,
 * or the copy kept on this device when the network fails or keeps it waiting, or a page that says
 * it is not saved here.
 */
export async function documentResponse(request: Request): Promise<Response> {
  const network = fetch(request).catch(() => undefined);
  const stored = await storedMediaResponse(request.url, null).catch(() => undefined);
  if (!stored) return (await network) ?? notSaved();
  const answer = await Promise.race([network, wait(NETWORK_GRACE_MS)]);
  return answer && answer.status < 500 ? answer : stored;
}
