import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUserKeys } from '#api/admin-users.ts';
import type { Product } from '#domain/product';
import type { RoleChange } from '#domain/roles';
import { RoleChanges } from '#features/admin/users/role-changes.tsx';

afterEach(cleanup);

const change = (fields: Partial<RoleChange>): RoleChange => ({
  _id: crypto.randomUUID(),
  user: { _id: 'u1', email: 'ann@school.test' },
  by: { _id: 'a1', email: 'head@school.test' },
  at: '2026-11-28T14:05:00.000Z',
  from: 'none',
  to: 'admin',
  products: [],
  invited: false,
  ...fields,
});

function renderWith(changes: RoleChange[], products: Product[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(adminUserKeys.roleChanges, { changes });
  render(
    <QueryClientProvider client={queryClient}>
      <RoleChanges products={products} />
    </QueryClientProvider>,
  );
}

describe('the role change log', () => {
  it('tells each change as a sentence with its date and time, newest first as the server lists them', () => {
    const course = { _id: 'p1', title: 'Core Words Together' } as Product;
    renderWith(
      [
        change({ to: 'author', products: ['p1', 'gone'], invited: true, user: { _id: 'u2', email: 'bo@school.test' } }),
        change({ by: null }),
      ],
      [course],
    );
    const items = within(screen.getByRole('list', { name: 'Role changes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^.*?\d{1,2}:\d{2}\s*(AM|PM)?\s*/i, ''))).toEqual([
      'head@school.test invited bo@school.test as Author of Core Words Together, a deleted course',
      'A former admin changed ann@school.test from No role to Admin',
    ]);
    for (const item of items)
      expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T14:05:00.000Z');
  });

  it('says when no role has been changed yet', () => {
    renderWith([]);
    expect(screen.getByText('No role has been changed yet.')).toBeTruthy();
  });
});
