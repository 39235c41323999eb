import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SmartPlaylistEditor, type SmartPlaylistDraft } from './smart-playlist-editor';

const DRAFT: SmartPlaylistDraft = {
  name: 'Fresh synthwave',
  match: 'all',
  rules: [
    { field: 'genre', op: 'is', value: 'Synthwave' },
    { field: 'date_added', op: 'in_last_days', value: 30 },
    { field: 'duration', op: 'between', value: [120, 300] },
  ],
  sort: 'date_added:desc',
  limit: 100,
};

function Editable(props: Partial<Parameters<typeof SmartPlaylistEditor>[0]>) {
  const [draft, setDraft] = useState<SmartPlaylistDraft>(props.draft ?? DRAFT);
  return <SmartPlaylistEditor open matchCount={draft.rules.length * 7} onSave={fn()} onCancel={fn()} {...props} draft={draft} onChange={setDraft} />;
}

const meta = {
  title: 'Playlists/New smart playlist',
  component: SmartPlaylistEditor,
  args: { open: true, draft: DRAFT, matchCount: 42, onChange: fn(), onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof SmartPlaylistEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rules with the count of songs they match; adding a rule offers the operators of its field. */
export const Editing: Story = {
  render: () => <Editable />,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New smart playlist' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('21 songs match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field of rule 4' }), 'play_count');
    const operators = within(within(dialog).getByRole('combobox', { name: 'Operator of rule 4' })).getAllByRole('option').map((o) => o.textContent);
    await expect(operators).toEqual(['is', 'is not', 'greater than', 'less than', 'between']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('28 songs match');
  },
};
/** The library's ready-made playlists, as the app passes them to "Start from". */
const READY_MADE: SmartPlaylistDraft[] = [
  { name: 'Recently added', match: 'all', rules: [{ field: 'date_added', op: 'in_last_days', value: 30 }], sort: 'date_added:desc', limit: 100 },
  { name: 'Most played', match: 'all', rules: [{ field: 'play_count', op: 'gt', value: 0 }], sort: 'play_count:desc', limit: 50 },
  { name: 'Not played in a year', match: 'all', rules: [{ field: 'last_played', op: 'not_in_last_days', value: 365 }], sort: 'random:asc', limit: 100 },
];

/** "Start from" fills in a ready-made one: "Recently added", "Most played", "Not played in a year". */
export const ReadyMade: Story = {
  render: () => <Editable draft={{ ...DRAFT, name: '', rules: [] }} presets={READY_MADE} />,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New smart playlist' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Start from' }), 'Not played in a year');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Not played in a year');
    await expect(within(dialog).getByRole('combobox', { name: 'Operator of rule 1' })).toHaveValue('not_in_last_days');
  },
};
/** Any/all groups inside the rules: "Add group" nests one, each with its own match. */
export const NestedGroups: Story = {
  render: () => (
    <Editable
      draft={{
        ...DRAFT,
        name: 'Synthwave, new or loved',
        rules: [
          { field: 'genre', op: 'is', value: 'Synthwave' },
          { match: 'any', rules: [{ field: 'date_added', op: 'in_last_days', value: 30 }, { field: 'liked', op: 'is', value: true }] },
        ],
      }}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New smart playlist' });
    await expect(within(dialog).getByRole('combobox', { name: 'Match of group 2' })).toHaveValue('any');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group to group 2' }));
    // The dialog may still be fading in on a busy machine: the new group is visible once its opacity is up.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Group 2.3' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Value of rule 2.3.1' })).toBeVisible());
  },
};
/** At the fifth level "Add group" stops and says why. */
export const DepthCap: Story = {
  render: () => {
    const leaf = { field: 'title', op: 'contains', value: 'night' };
    let deep: SmartPlaylistDraft['rules'][number] = { match: 'all', rules: [leaf] };
    for (let level = 0; level < 3; level++) deep = { match: level % 2 ? 'all' : 'any', rules: [deep] };
    return <Editable draft={{ ...DRAFT, name: 'Deep', rules: [deep] }} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New smart playlist' });
    await expect(within(dialog).getByRole('button', { name: 'Add group to group 1.1.1.1' })).toBeDisabled();
    // The dialog fades in: the note is visible once its opacity is up.
    await waitFor(() => expect(within(dialog).getByText('Groups nest at most 5 deep: add rules to this group instead.')).toBeVisible());
  },
};
export const Counting: Story = { args: { matchCount: null } };
export const Empty: Story = { args: { draft: { ...DRAFT, name: '', rules: [] }, matchCount: 1200 } };
export const BadRules: Story = {
  args: { error: 'The field "date_added" with "before" needs a date' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New smart playlist' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('needs a date');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
export const Saving: Story = { args: { saving: true } };
