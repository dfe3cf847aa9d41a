import type { Product } from '#domain/product';
import type { User } from '#domain/user';

/** What a dialog opened from a user's card takes: the user, the courses, and what to do when it ends. */
export interface UserDialogProps {
  user: User;
  products: readonly Product[];
  onClose: () => void;
  onSaved: (user: User) => void;
}
