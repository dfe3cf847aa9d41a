import { z } from 'zod';
import { Id, Label } from './text.ts';

/** A shop product id as held in a user's subscription lists. */
export const SubscriptionId = z.string().trim().min(1).max(200);

/** A user as the API sends it: never the password hash. */
export const User = z.object({
  _id: Id,
  name: Label,
  displayName: Label,
  email: z.string(),
  admin: z.boolean(),
  createdAt: z.string(),
  customerSubscriptions: z.array(SubscriptionId),
  adminSubscriptions: z.array(SubscriptionId),
});
export type User = z.infer<typeof User>;

type Subscriber = Pick<User, 'admin' | 'customerSubscriptions' | 'adminSubscriptions'>;

/** The effective subscription set: the union of the shop's and the admin's lists. */
export function effectiveSubscriptions(user: Subscriber): Set<string> {
  return new Set([...user.customerSubscriptions, ...user.adminSubscriptions]);
}

/** Whether a user may open a course: admins always, others when they own its shop product. */
export function canAccessProduct(user: Subscriber, product: { shopifyProductId: string }): boolean {
  if (user.admin) return true;
  if (!product.shopifyProductId) return false;
  return effectiveSubscriptions(user).has(product.shopifyProductId);
}

/** Where a subscription comes from, as the users page badges it: S shop, A admin, B both. */
export function subscriptionBadge(user: Subscriber, shopifyProductId: string): 'S' | 'A' | 'B' | null {
  const shop = user.customerSubscriptions.includes(shopifyProductId);
  const admin = user.adminSubscriptions.includes(shopifyProductId);
  if (shop && admin) return 'B';
  if (shop) return 'S';
  if (admin) return 'A';
  return null;
}

/** The name a greeting uses: the display name, else the name, else the email's local part. */
export function greetingName(user: Pick<User, 'displayName' | 'name' | 'email'>): string {
  return user.displayName || user.name || user.email.split('@')[0] || user.email;
}
