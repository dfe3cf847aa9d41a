import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NumberedCard } from '#domain/editor-rules';
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

/** Keeps a course's Find It cards in the query cache as the server holds them now: after a save, or another author's that won. */
export function useFindItStored(productId: string) {
  const queryClient = useQueryClient();
  return (set: FindItCardSet) => {
    queryClient.setQueryData(findItKeys.ofProduct(productId), set);
    return set;
  };
}

/** Saves a course's Find It cards over the set they were based on; a set not yet stored is created. */
export function useSaveFindItCards(productId: string) {
  const stored = useFindItStored(productId);
  return useMutation({
    mutationFn: ({ cards, basedOn }: { cards: NumberedCard[]; basedOn: FindItCardSet }) =>
      basedOn._id && basedOn.version
        ? updateFindItCards(basedOn._id, cards, basedOn.version)
        : createFindItCards(productId, cards),
    onSuccess: stored,
  });
}
