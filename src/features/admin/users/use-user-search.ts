import { useState } from 'react';
import { searchUsers } from '#api/admin-users.ts';
import { filterUsers } from '#domain/admin-users';
import type { User } from '#domain/user';

export interface UserSearch {
  /** The text searched for; null while the plain list shows. */
  text: string | null;
  users: User[];
  searching: boolean;
  run: (text: string, loaded: readonly User[]) => Promise<void>;
  clear: () => void;
  replaceUser: (user: User) => void;
}

/**
 * Searching users (GET /admin/users/search): blank text gives the plain list back; a failed
 * search falls back to filtering the page already loaded.
 */
export function useUserSearch(): UserSearch {
  const [text, setText] = useState<string | null>(null);
  const [users, setUsers] = useState<User[]>([]);
  const [searching, setSearching] = useState(false);
  return {
    text,
    users,
    searching,
    async run(typed, loaded) {
      const query = typed.trim();
      if (!query) {
        setText(null);
        setUsers([]);
        return;
      }
      setSearching(true);
      try {
        setUsers((await searchUsers(query)).users);
      } catch (error) {
        console.error('Error searching users', error);
        setUsers(filterUsers(loaded, query));
      } finally {
        setText(query);
        setSearching(false);
      }
    },
    clear() {
      setText(null);
      setUsers([]);
    },
    replaceUser(user) {
      setUsers((current) => current.map((existing) => (existing._id === user._id ? user : existing)));
    },
  };
}
