/// <reference lib="webworker" />

import { storeOpener } from '#offline/idb.ts';
import { rangeResponse } from '#offline/range-response.ts';
import { keptMedia } from '#offline/worker-store.ts';

/** The worker's one connection to the offline store, opened when first needed. */
export const openStore = storeOpener();

/** The stored answer for a media request, honouring its Range header; undefined when not kept. */
export async function storedMediaResponse(url: string, range: string | null): Promise<Response | undefined> {
  const kept = await keptMedia(openStore, url);
  return kept ? rangeResponse(kept.body, kept.type, range) : undefined;
}
