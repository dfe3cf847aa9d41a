import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySections, type Lesson } from '#domain/lesson';
import type { User } from '#domain/user';
import { LessonForm } from '#features/admin/lessons/lesson-form.tsx';
import { SubscriptionsModal, UPDATE_FAILED } from '#features/admin/users/subscriptions-modal.tsx';
import { until } from '../support/until.ts';

/** The server, stubbed at the edge of the world: each save waits for the answer the test gives it. */
const fetchMock = vi.fn<typeof fetch>();
interface Save {
  url: string;
  body: unknown;
  answer: (response: Response) => void;
}
const saves: Save[] = [];
let arrived: (save: Save) => void = () => {};
/** The next save the form sends, once it is sent. */
const nextSave = () => new Promise<Save>((resolve) => (arrived = resolve));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  saves.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    if (init?.method === 'PUT' || init?.method === 'POST') {
      return new Promise<Response>((answer) => {
        const save = { url: String(input), body: JSON.parse(String(init.body)), answer };
        saves.push(save);
        arrived(save);
      });
    }
    return Promise.resolve(json(200, []));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lesson: Lesson = {
  _id: 'l1',
  productId: 'p1',
  title: 'Week 1',
  image: '',
  description: 'Hello',
  link: '',
  sections: emptySections(),
  version: 1,
  order: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

function renderForm() {
  const onDone = vi.fn();
  const done = new Promise((resolve) => onDone.mockImplementation(resolve));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LessonForm product={{ _id: 'p1', title: 'Feelings' }} lesson={lesson} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, done, title: screen.getByRole('textbox', { name: 'Lesson title' }) };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');

describe('an admin form saving through the form hook', () => {
  it('shows the schema message at the field and sends nothing while a field is invalid', () => {
    const { title } = renderForm();
    fireEvent.change(title, { target: { value: '' } });
    // An emptied title is pointed out once the author tries to save, not while typing.
    expect(title.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(button('Save Changes'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(title)?.textContent).toBe('is required');
    expect(saves).toHaveLength(0);
  });

  it('cannot be saved or cancelled twice while a save is under way, and is done once saved', async () => {
    const { done, title } = renderForm();
    fireEvent.change(title, { target: { value: 'Week one' } });
    const sent = nextSave();
    fireEvent.click(button('Save Changes'));
    const save = await sent;
    expect(save.url).toBe('/api/lessons/l1');
    expect(save.body).toMatchObject({ title: 'Week one', description: 'Hello', version: 1 });
    await until(() => button('Save Changes').disabled);
    expect(button('Cancel').disabled).toBe(true);

    save.answer(json(200, { ...lesson, title: 'Week one', version: 2 }));
    expect(await done).toMatchObject({ title: 'Week one', version: 2 });
  });

  it('says why a save failed and keeps what the author typed, to save again', async () => {
    const { onDone, title } = renderForm();
    fireEvent.change(title, { target: { value: 'Week one' } });
    const sent = nextSave();
    fireEvent.click(button('Save Changes'));
    (await sent).answer(json(503, { message: 'Down for a moment' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lesson was not saved: Down for a moment');
    expect((title as HTMLInputElement).value).toBe('Week one');
    expect(button('Save Changes').disabled).toBe(false);
    expect(onDone).not.toHaveBeenCalled();

    const again = nextSave();
    fireEvent.click(button('Save Changes'));
    expect((await again).body).toMatchObject({ title: 'Week one' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the conflict choice on a 409, and saves mine over their version when chosen', async () => {
    const { onDone, done, title } = renderForm();
    fireEvent.change(title, { target: { value: 'First week' } });
    const sent = nextSave();
    fireEvent.click(button('Save Changes'));
    const theirs = { ...lesson, description: 'Bob wrote this', version: 2 };
    (await sent).answer(
      json(409, { message: 'Changed', current: theirs, changedBy: 'Bob', changedAt: '2026-01-02T10:00:00.000Z' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Changed by another author' });
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /^Bob changed this lesson at .+, after you opened it/,
    );
    expect(within(dialog).getByRole('list', { name: 'Sections changed' }).textContent).toContain(
      'Lesson card: changed by both of you',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect((title as HTMLInputElement).value).toBe('First week');

    const resent = nextSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my version' }));
    const again = await resent;
    expect(again.body).toMatchObject({ title: 'First week', description: 'Hello', version: 2 });
    again.answer(json(200, { ...lesson, title: 'First week', version: 3 }));
    expect(await done).toMatchObject({ title: 'First week', version: 3 });
    await until(() => screen.queryByRole('dialog') === null);
  });
});

describe('the form footer of a dialog', () => {
  const user = {
    _id: 'u1',
    name: 'Ann',
    displayName: '',
    email: 'ann@school.test',
    admin: false,
    authorOf: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    customerSubscriptions: [],
    adminSubscriptions: [],
  } as unknown as User;

  it('shows the pending text while the save is under way, then the failure beside the buttons', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SubscriptionsModal user={user} products={[]} onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    const sent = nextSave();
    fireEvent.click(button('Update Subscriptions'));
    const save = await sent;
    expect((await screen.findByRole('button', { name: 'Updating...' })).hasAttribute('disabled')).toBe(true);
    save.answer(json(500, { message: 'No' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UPDATE_FAILED);
    expect(button('Update Subscriptions').disabled).toBe(false);
  });
});
