import { type Context, Hono } from 'hono';
import { RoleChangeQuery, SubscriptionsUpdate, UserSearchQuery, UsersPageQuery } from '#domain/admin-users';
import { RESET_PASSWORD_PATH } from '#domain/app-paths';
import { WRONG_PASSWORD } from '#domain/auth';
import { USERS_PAGE_SIZE } from '#domain/constants';
import { INVITED_ACCOUNT_EXISTS, Invitation, LAST_ADMIN, RoleUpdate, roleText } from '#domain/roles';
import { IdParam } from '#domain/text';
import { adminOnly, requireAdmin, requireUser } from '../auth/middleware.ts';
import { passwordChecks } from '../auth/password-check.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { createResetToken } from '../repo/password-resets.ts';
import { courseTitles, inviteUser, roleChangeLog, setRole } from '../repo/roles.ts';
import { setAdminGrants, subscriptionSources } from '../repo/subscription-sources.ts';
import { endAllSessions, findUserById, searchUsers, toApiUser, usersPage } from '../repo/users.ts';
import { invitationMail } from './auth-mails.ts';

const SEARCH_LIMIT = 50;

export function adminUserRoutes(deps: AppDeps) {
  const { db, now, mailer, publicUrl } = deps;
  const { passwordMatches } = passwordChecks(deps);

  /**
   * What giving a role takes: the acting admin's own password again (403 when wrong, counted as a
   * failed sign-in) and an author's courses all existing (400). Answers who gives it, when, and
   * the courses' titles.
   */
  async function confirmGrant(c: Context<AppEnv>, grant: { password: string; products: string[] }) {
    const admin = requireAdmin(c);
    if (!(await passwordMatches(c, admin.email, admin, grant.password))) throw new ApiError(403, WRONG_PASSWORD);
    const titles = await courseTitles(db, grant.products);
    const unknown = grant.products.filter((id) => !titles.has(id));
    if (unknown.length > 0) throw new ApiError(400, `products: no course has the id ${unknown.join(', ')}`);
    return { by: admin.id, at: now(), titles: [...titles.values()] };
  }

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
      /** Makes a user an admin, an author of some courses, or neither; never the last admin neither. */
      .put('/:id/role', validate('param', IdParam), validate('json', RoleUpdate), async (c) => {
        const grant = c.req.valid('json');
        const { by, at } = await confirmGrant(c, grant);
        const row = await setRole(db, c.req.valid('param').id, { role: grant.role, products: grant.products, by, at });
        if (!row) throw notFound('User');
        if (row === 'last-admin') throw new ApiError(409, LAST_ADMIN);
        return c.json(toApiUser(row));
      })
      /** The role change log, newest first: everyone's, or one user's. */
      .get('/role-changes', validate('query', RoleChangeQuery), async (c) =>
        c.json({ changes: await roleChangeLog(db, c.req.valid('query').userId) }),
      )
      /** A new account with a role: its owner gets the set-password mail and signs in holding the role. */
      .post('/invitations', validate('json', Invitation), async (c) => {
        const invitation = c.req.valid('json');
        const { by, at, titles } = await confirmGrant(c, invitation);
        const { role, products, email } = invitation;
        const row = await inviteUser(db, email, { role, products, by, at });
        if (!row) throw new ApiError(409, INVITED_ACCOUNT_EXISTS);
        const token = await createResetToken(db, row.id, at);
        const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
        await mailer.send(invitationMail(row.email, roleText(role, titles), link));
        return c.json(
          { message: `${row.email} is invited and has been sent a link to set a password.`, user: toApiUser(row) },
          201,
        );
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
