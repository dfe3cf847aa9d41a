import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#domain/product';
import type { User } from '#domain/user';
import { Dashboard } from '#features/courses/dashboard.tsx';
import { useAuth } from '#state/auth-store.ts';
import { until } from '../support/until.ts';

const product = (id: string, fields: Partial<Product> = {}): Product => ({
  _id: id,
  version: 1,
  shopifyProductId: `${id}-shop`,
  title: `Course ${id}`,
  description: `About ${id}`,
  titleLogo: '',
  preview: '',
  url: '',
  manualLink: '',
  resourcesLink: '',
  lessonCards: [],
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const PRODUCTS = [
  product('bought'),
  product('granted'),
  product('in-shop', { url: 'shop.example/in-shop' }),
  product('not-in-shop'),
];

const user = (fields: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Sam',
  displayName: '',
  email: 'sam@school.example',
  admin: false,
  authorOf: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  customerSubscriptions: ['bought-shop'],
  adminSubscriptions: ['granted-shop'],
  ...fields,
});

/** The API, stubbed at the edge of the world: GET /api/products answers the four courses. */
const fetchMock = vi.fn<typeof fetch>();

function renderDashboard() {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: Dashboard });
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => until(() => screen.queryByRole('region', { name }));
/** The links of a section, once it shows some. */
const linksOf = async (name: string) => {
  const shown = await section(name);
  return until(() => {
    const links = within(shown).queryAllByRole('link');
    return links.length > 0 && links;
  });
};

describe('the course dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/products') return Response.json(PRODUCTS);
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('unlocks the courses of both subscription lists and shows the others locked', async () => {
    useAuth.setState({ status: 'signedIn', user: user() });
    renderDashboard();

    expect(await until(() => screen.queryByRole('heading', { level: 1, name: 'Welcome Sam' }))).toBeTruthy();
    const owned = await linksOf('Your Symbol Language Courses');
    expect(owned.map((link) => link.getAttribute('href'))).toEqual(['/class/bought', '/class/granted']);

    const locked = within(await section('More to Explore')).getAllByRole('link');
    expect(locked.map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.example/in-shop',
      '/buy/not-in-shop',
    ]);
    expect(locked[0]?.getAttribute('target')).toBe('_blank');
    expect(locked[0]?.getAttribute('rel')).toContain('noopener');
    expect(locked[1]?.getAttribute('target')).toBe(null);
    for (const link of locked) expect(link.textContent).toContain('Locked');

    expect(screen.queryByRole('link', { name: 'Go to admin' })).toBe(null);
  });

  it('gives an admin every course and the way to /admin', async () => {
    useAuth.setState({
      status: 'signedIn',
      user: user({ admin: true, customerSubscriptions: [], adminSubscriptions: [] }),
    });
    renderDashboard();

    const owned = await linksOf('Your Symbol Language Courses');
    expect(owned).toHaveLength(4);
    expect(within(await section('More to Explore')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to admin' }).getAttribute('href')).toBe('/admin');
  });

  it('says so when the user has no course yet', async () => {
    useAuth.setState({
      status: 'signedIn',
      user: user({ customerSubscriptions: [], adminSubscriptions: [] }),
    });
    renderDashboard();

    const owned = await section('Your Symbol Language Courses');
    expect(await until(() => within(owned).queryByText('No courses yet.'))).toBeTruthy();
    expect(within(await section('More to Explore')).getAllByRole('link')).toHaveLength(4);
  });
});
