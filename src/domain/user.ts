// No zod here: the course pages greet the user with this module, and zod stays off their path.

/** A user as the API sends it: never the password hash. */
export interface User {
  _id: string;
  name: string;
  displayName: string;
  email: string;
  admin: boolean;
  /** The courses (product ids) the user authors: empty unless the user is an author. */
  authorOf: string[];
  createdAt: string;
  /** Shop product ids (SubscriptionId in subscription-sources.ts). */
  customerSubscriptions: string[];
  adminSubscriptions: string[];
}

/** What a user may do on the authoring side: everything, the chosen courses' content, or nothing. */
export type Role = 'admin' | 'author' | 'none';
export const ROLES: readonly Role[] = ['admin', 'author', 'none'];

/** A user as the roles see it; a user a device kept from before roles existed has no `authorOf`. */
interface RoleHolder {
  admin: boolean;
  authorOf?: readonly string[] | undefined;
}

/** The role a user holds: an admin flag wins; courses to author make an author. */
export function roleOf(user: RoleHolder): Role {
  if (user.admin) return 'admin';
  return user.authorOf?.length ? 'author' : 'none';
}

/** Whether a user may edit a course's lessons, lesson cards and Find It cards: its authors and admins. */
export function canAuthor(user: RoleHolder, productId: string): boolean {
  return user.admin || (user.authorOf?.includes(productId) ?? false);
}

/** A course as the server (`id`) or the API (`_id`) names it, with its shop product. */
type CourseRef = { shopifyProductId: string } & ({ id: string } | { _id: string });

type Subscriber = RoleHolder & Pick<User, 'customerSubscriptions' | 'adminSubscriptions'>;

/** The effective subscription set: the union of the shop's and the admin's lists. */
export function effectiveSubscriptions(user: Subscriber): Set<string> {
  return new Set([...user.customerSubscriptions, ...user.adminSubscriptions]);
}

/** Whether a user may open a course: admins and its authors always, others when they own its shop product. */
export function canAccessProduct(user: Subscriber, product: CourseRef): boolean {
  if (canAuthor(user, 'id' in product ? product.id : product._id)) return true;
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
