import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usersPageQuery } from '#api/admin-users.ts';
import { learnerCountsQuery } from '#api/learners.ts';
import { adminProductsQuery } from '#api/products.ts';
import { clampPage } from '#domain/admin-users';
import type { User } from '#domain/user';
import { Button } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { InviteForm } from './invite-form.tsx';
import { RoleChanges } from './role-changes.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { SubscriptionsModal } from './subscriptions-modal.tsx';
import { useUserSearch } from './use-user-search.ts';
import { UserCard } from './user-card.tsx';
import styles from './users.module.css';

/** All users: search, the paged list, Manage to give a user subscriptions, roles, invitations and the role change log. */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const [managing, setManaging] = useState<User | null>(null);
  const [changingRole, setChangingRole] = useState<User | null>(null);
  const users = useQuery(usersPageQuery(page));
  const products = useQuery(adminProductsQuery());
  const learnerCounts = useQuery(learnerCountsQuery());
  const search = useUserSearch();
  const totalPages = users.data?.totalPages ?? 1;
  const loaded = users.data?.users ?? [];
  const shown = search.text === null ? loaded : search.users;

  const saved = (user: User) => {
    setManaging(null);
    setChangingRole(null);
    search.replaceUser(user);
  };

  let body: ReactNode;
  if (search.text === null && users.isPending) {
    body = (
      <p className={styles.loading} role="status">
        Loading users...
      </p>
    );
  } else if (search.text === null && users.isError) {
    body = <ErrorMessage error={users.error} title="The users could not be loaded." onRetry={() => users.refetch()} />;
  } else if (shown.length === 0 && search.text === null) {
    body = <p className={styles.empty}>There are no users yet.</p>;
  } else {
    body = (
      <ul className={styles.grid} aria-label="Users">
        {shown.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            products={products.data ?? []}
            learners={learnerCounts.data?.get(user._id)}
            onManage={() => setManaging(user)}
            onChangeRole={() => setChangingRole(user)}
          />
        ))}
      </ul>
    );
  }

  return (
    <PageFrame title="All Users">
      <div className={styles.page}>
        <search>
          <form
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              void search.run(input, loaded);
            }}
          >
            <div className={styles.searchBox}>
              <input
                type="search"
                value={input}
                placeholder="Search users by name or email..."
                aria-label="Search users by name or email"
                onChange={(event) => {
                  setInput(event.target.value);
                  if (page > 1) setPage(1);
                }}
              />
              {(input || search.text !== null) && (
                <Button
                  variant="ghost"
                  className={styles.clear}
                  onClick={() => {
                    setInput('');
                    search.clear();
                  }}
                >
                  <span aria-hidden="true">✕</span> Clear search
                </Button>
              )}
            </div>
            <Button type="submit" disabled={search.searching}>
              {search.searching ? 'Searching...' : 'Search'}
            </Button>
          </form>
        </search>
        {search.text !== null && (
          <p className={styles.result} role="status">
            {search.users.length > 0 ? `Found ${search.users.length} user(s)` : 'No users found'}
          </p>
        )}
        {products.isError && (
          <ErrorMessage
            error={products.error}
            title="The products could not be loaded."
            onRetry={() => products.refetch()}
          />
        )}
        {body}
        {search.text === null && users.isSuccess && (
          <nav className={styles.pagination} aria-label="Pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(clampPage(page - 1, totalPages))}>
              Previous
            </Button>
            <span aria-current="page">
              Page {page} of {totalPages}
            </span>
            <Button
              variant="secondary"
              disabled={page >= totalPages}
              onClick={() => setPage(clampPage(page + 1, totalPages))}
            >
              Next
            </Button>
          </nav>
        )}
        <InviteForm products={products.data ?? []} />
        <RoleChanges products={products.data ?? []} />
      </div>
      {changingRole && (
        <RoleDialog
          user={changingRole}
          products={products.data ?? []}
          onClose={() => setChangingRole(null)}
          onSaved={saved}
        />
      )}
      {managing && (
        <SubscriptionsModal
          user={managing}
          products={products.data ?? []}
          onClose={() => setManaging(null)}
          onSaved={saved}
        />
      )}
    </PageFrame>
  );
}
