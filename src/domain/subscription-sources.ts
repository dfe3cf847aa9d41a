import * as z from 'zod';
import './messages.ts';

/** A shop product id as held in a user's subscription lists. */
export const SubscriptionId = z.string().trim().min(1).max(200);

/**
 * Where one of a user's subscriptions comes from: a paid shop order, an admin's grant, or the
 * shop before orders were recorded (in customerSubscriptions without an order on record).
 */
export const SubscriptionSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    shopifyProductId: SubscriptionId,
    orderId: z.string(),
    orderName: z.string(),
    paidAt: z.string().nullable(),
  }),
  z.object({ kind: z.literal('admin'), shopifyProductId: SubscriptionId, grantedAt: z.string().nullable() }),
  z.object({ kind: z.literal('shop'), shopifyProductId: SubscriptionId }),
]);
export type SubscriptionSource = z.infer<typeof SubscriptionSource>;

/** GET /admin/users/{id}/subscription-sources */
export interface SubscriptionSources {
  sources: SubscriptionSource[];
}
