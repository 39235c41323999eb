import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { json, pending, type ApiTable } from '../../storybook/mock-api';
import { SCREEN_TIMEOUT, screen } from '../../storybook/screen-meta';
import { CATALOGUE } from './admin-fixtures';
import { AdminStory, FILLED } from './admin-story-support';

/** How the console's forms and tables sit on the page: where a form opens, what keeps apart, what wraps. */
const meta = { title: 'Admin console / Layout', component: AdminStory, parameters: { layout: 'fullscreen' }, tags: ['!autodocs'], args: { api: FILLED, tab: 'catalogue' } } satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A catalogue longer than the window, so a form opened below the table would be off-screen. */
const [FIRST_ALBUM] = CATALOGUE.album;
const MANY_ALBUMS = Array.from({ length: 40 }, (_, i) => ({ ...FIRST_ALBUM, kind: 'album' as const, id: String(100 + i), title: `Album ${i + 1}` }));
const LONG: ApiTable = { ...FILLED, 'GET /api/v1/admin/catalogue': (_request: Request, url: URL) => json(200, { items: url.searchParams.get('kind') === 'album' ? MANY_ALBUMS : (CATALOGUE[url.searchParams.get('kind') as keyof typeof CATALOGUE] ?? []) }) };

const rect = (element: Element) => element.getBoundingClientRect();
/** The space between two boxes, side by side or one above the other (negative when they overlap). */
const apart = (a: Element, b: Element) => Math.max(rect(b).left - rect(a).right, rect(a).left - rect(b).right, rect(b).top - rect(a).bottom, rect(a).top - rect(b).bottom);
const inWindow = (element: Element) => rect(element).top >= 0 && rect(element).bottom <= window.innerHeight;
const follows = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
/** How many lines a cell's text takes. */
const lines = (cell: Element) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
};

export const EditOpensInView: Story = {
  args: { api: LONG },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Album 40' }, SCREEN_TIMEOUT));
    const form = await screen().findByRole('form', { name: 'Edit Album 40' }, SCREEN_TIMEOUT);
    const save = screen().getByRole('button', { name: 'Save changes' });
    await expect(inWindow(screen().getByLabelText('Title'))).toBe(true);
    await expect(inWindow(save)).toBe(true);
    // The artwork picker is part of the form, before its buttons; the buttons stand apart from the fields.
    await expect(follows(screen().getByLabelText('Artwork image'), save)).toBe(true);
    await expect(rect(save).top - rect(screen().getByLabelText('Description')).bottom).toBeGreaterThanOrEqual(12);
    await expect(form.closest('[role="dialog"]')).not.toBeNull();
  },
};

export const EditRefused: Story = {
  args: { api: { ...FILLED, 'PATCH /api/v1/admin/albums/4': () => json(400, { message: 'The year must be between 1000 and 2100', code: 'bad_request' }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Midnight Drive' }, SCREEN_TIMEOUT));
    const year = screen().getByLabelText('Year');
    await userEvent.clear(year);
    await userEvent.type(year, '0999');
    await userEvent.click(screen().getByRole('button', { name: 'Save changes' }));
    const alert = await screen().findByRole('alert', {}, SCREEN_TIMEOUT);
    await expect(alert).toHaveTextContent('The year must be between 1000 and 2100');
    // A failure reads as one: not in the body text's colour.
    await expect(getComputedStyle(alert).color).not.toBe(getComputedStyle(screen().getByLabelText('Title')).color);
    await expect(getComputedStyle(alert).color).toBe('rgb(249, 112, 102)');
  },
};

export const EditSaving: Story = {
  args: { api: { ...FILLED, 'PATCH /api/v1/admin/albums/4': pending } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Midnight Drive' }, SCREEN_TIMEOUT));
    await userEvent.type(screen().getByLabelText('Title'), ' (Live)');
    await userEvent.click(screen().getByRole('button', { name: 'Save changes' }));
    await expect(await screen().findByRole('button', { name: /Saving/ }, SCREEN_TIMEOUT)).toBeDisabled();
  },
};

export const PlaylistEditing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Kind', {}, SCREEN_TIMEOUT), 'playlist');
    await expect(await canvas.findByRole('cell', { name: 'Night Shift' }, SCREEN_TIMEOUT)).toBeVisible();
    // A playlist has no artist, year or genres: no columns that are always empty.
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Title', 'Artwork', 'Size', 'Actions']);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Night Shift' }));
    const up = await screen().findByRole('button', { name: 'Move Neon Rain up' }, SCREEN_TIMEOUT);
    const down = screen().getByRole('button', { name: 'Move Neon Rain down' });
    const remove = screen().getByRole('button', { name: 'Remove Neon Rain' });
    await expect(apart(up, down)).toBeGreaterThanOrEqual(6);
    await expect(apart(down, remove)).toBeGreaterThanOrEqual(6);
  },
};

/** The codes table in a phone-wide column: the masked code and the date keep to one line (the table scrolls). */
export const CodesNarrow: Story = {
  args: { tab: 'codes' },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('cell', { name: 'ABCD-****-****' }, SCREEN_TIMEOUT);
    await expect(lines(code)).toBe(1);
    await expect(lines(canvas.getByRole('cell', { name: '2026-12-24 07:00' }))).toBe(1);
  },
};
