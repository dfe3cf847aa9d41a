import { Hono } from 'hono';
import { SubscriptionsUpdate, UserSearchQuery, UsersPageQuery } from '#domain/admin-users';
import { USERS_PAGE_SIZE } from '#domain/constants';
import { IdParam } from '#domain/text';
import { adminOnly, requireUser } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { setAdminGrants, subscriptionSources } from '../repo/subscription-sources.ts';
import { endAllSessions, findUserById, searchUsers, toApiUser, usersPage } from '../repo/users.ts';

const SEARCH_LIMIT = 50;

export function adminUserRoutes({ db, now }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(adminOnly)
      .get('/', validate('query', UsersPageQuery), async (c) => {
        const { rows, totalPages } = await usersPage(db, c.req.valid('query').page, USERS_PAGE_SIZE);
        return c.json({ users: rows.map(toApiUser), totalPages });
      })
      .get('/search', validate('query', UserSearchQuery), async (c) => {
        const rows = await searchUsers(db, c.req.valid('query').q, SEARCH_LIMIT);
        return c.json({ users: rows.map(toApiUser) });
      })
      .put('/:id/subscriptions', validate('param', IdParam), validate('json', SubscriptionsUpdate), async (c) => {
        const { id } = c.req.valid('param');
        const row = await setAdminGrants(db, id, c.req.valid('json').adminSubscriptions, requireUser(c).id, now());
        if (!row) throw notFound('User');
        return c.json(toApiUser(row));
      })
      .get('/:id/subscription-sources', validate('param', IdParam), async (c) => {
        const user = await findUserById(db, c.req.valid('param').id);
        if (!user) throw notFound('User');
        return c.json({ sources: await subscriptionSources(db, user) });
      })
      /** "Sign out everywhere": every token of the user stops working at once (a lost tablet). */
      .post('/:id/sign-out-everywhere', validate('param', IdParam), async (c) => {
        const row = await endAllSessions(db, c.req.valid('param').id);
        if (!row) throw notFound('User');
        return c.json({ message: `${row.email} is signed out everywhere.` });
      })
  );
}
