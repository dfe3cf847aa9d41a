// No zod here: the course pages greet the user with this module, and zod stays off their path.

/** A user as the API sends it: never the password hash. */
export interface User {
  _id: string;
  name: string;
  displayName: string;
  email: string;
  admin: boolean;
  createdAt: string;
  /** Shop product ids (SubscriptionId in subscription-sources.ts). */
  customerSubscriptions: string[];
  adminSubscriptions: string[];
}

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
