import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { FindItCard, FindItCardSet } from '#domain/findit';
import { keptMedia } from '#offline/keep-visited-media.ts';
import { client } from './client.ts';
import { call } from './http.ts';
import { readQuery } from './read-through.ts';

export const findItKeys = { ofProduct: (productId: string) => ['findit', productId] as const };

export const findItCardsQuery = (productId: string) =>
  queryOptions({
    queryKey: findItKeys.ofProduct(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call((o) => client['findit-cards'][':productId'].$get({ param: { productId } }, o), { signal }).then(keptMedia),
      ),
  });

export const createFindItCards = (productId: string, cards: FindItCard[]) =>
  call((o) => client['findit-cards'].$post({ json: { productId, cards } }, o));

/** Saves the set's cards; `version` is the one they were based on (an older one answers 409). */
export const updateFindItCards = (setId: string, cards: FindItCard[], version: number) =>
  call((o) => client['findit-cards'][':id'].$put({ param: { id: setId }, json: { cards, version } }, o));

/** The writes of a course's Find It cards, each keeping the set the server now holds in the query cache. */
export function useFindItWrites(productId: string) {
  const queryClient = useQueryClient();
  /** The set as the server holds it now: after a save, or another author's that won. */
  const stored = (set: FindItCardSet) => {
    queryClient.setQueryData(findItKeys.ofProduct(productId), set);
    return set;
  };
  return {
    /** Saves the cards over the set they were based on; a set not yet stored is created. */
    save: async (cards: FindItCard[], basedOn: FindItCardSet) =>
      stored(
        basedOn._id && basedOn.version
          ? await updateFindItCards(basedOn._id, cards, basedOn.version)
          : await createFindItCards(productId, cards),
      ),
    stored,
  };
}
