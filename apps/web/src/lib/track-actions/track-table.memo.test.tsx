import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackTableProps as ViewProps } from '@tangerine/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { favoriteList, track, tracks } from '../../test-support/fixtures';
import { DownloadsProvider } from '@tangerine/offline-web';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { renderScreen } from './test-support/render-screen';
import { TrackTable } from './track-table';

const rendered: ViewProps[] = [];

// The view's props as each render hands them over: the memoized rows skip only when these keep their identity.
vi.mock('@tangerine/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@tangerine/ui')>();
  return {
    ...ui,
    TrackTable: (props: ViewProps) => {
      rendered.push(props);
      return ui.TrackTable(props);
    },
  };
});

const rows = tracks(3).map((t) => ({ track: t }));

function Parent() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again {renders}
      </button>
      <TrackTable label="Songs" rows={rows} extraActions={() => [{ label: 'Remove from playlist', onSelect: () => undefined }]} />
    </>
  );
}

/** The table on a downloads hub with nothing stored and no network; resolves once it is shown. */
async function tableWithHub() {
  const { hub } = await hubWithStored([]);
  renderScreen(
    <DownloadsProvider hub={hub}>
      <TrackTable label="Songs" rows={rows} />
    </DownloadsProvider>,
    { routes: { 'GET /api/v1/favorites': favoriteList([]) } },
  );
  expect(await screen.findByRole('table', { name: 'Songs' })).toBeInTheDocument();
  return hub;
}

describe('TrackTable props (10,000 rows)', () => {
  it('hands the rows, the columns and every callback over as the same objects when its parent renders again', async () => {
    renderScreen(<Parent />, { routes: { 'GET /api/v1/favorites': favoriteList([track({ id: 'trk-2', title: 'Song 2' })]) } });
    expect(await screen.findByRole('button', { name: 'Unlike Song 2' })).toBeInTheDocument();
    const before = rendered.at(-1) as ViewProps;
    await userEvent.click(screen.getByRole('button', { name: /Render again/ }));
    expect(screen.getByRole('button', { name: 'Render again 1' })).toBeInTheDocument();
    const after = rendered.at(-1) as ViewProps;
    expect(after).not.toBe(before);
    for (const key of ['tracks', 'columns', 'onPlayTrack', 'onPause', 'onToggleLike', 'rowActions', 'rowState'] as const) expect(after[key], key).toBe(before[key]);
  });

  it('keeps rowState and rowActions while another list downloads (its rows show nothing new)', async () => {
    const hub = await tableWithHub();
    const before = rendered.at(-1) as ViewProps;
    const count = rendered.length;
    // A track of no row of this table: the table hears of it, its rows keep their props.
    hub.download(track({ id: 'elsewhere' }), 'elsewhere');
    await vi.waitFor(() => expect(rendered.length).toBeGreaterThan(count), { timeout: 10_000 });
    const after = rendered.at(-1) as ViewProps;
    expect(after.rowState).toBe(before.rowState);
    expect(after.rowActions).toBe(before.rowActions);
  });

  it('gives a new row object only to the row whose download changes, with the same callbacks', async () => {
    const hub = await tableWithHub();
    // The likes and the stored list have loaded: no render for 200 ms.
    await vi.waitFor(
      async () => {
        const count = rendered.length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(rendered.length).toBe(count);
      },
      { timeout: 10_000 },
    );
    const before = rendered.at(-1) as ViewProps;
    const first = before.tracks[0]?.id as string;
    hub.download(rows[0]?.track as never, first);
    // Queued: the row's menu offers "Cancel download" (its transfer then fails: this hub has no network).
    await vi.waitFor(() => expect((rendered.at(-1) as ViewProps).tracks[0]).not.toBe(before.tracks[0]), { timeout: 10_000 });
    const after = rendered.at(-1) as ViewProps;
    expect(after.tracks.slice(1)).toEqual(before.tracks.slice(1));
    after.tracks.slice(1).forEach((row, index) => expect(row).toBe(before.tracks[index + 1]));
    expect(after.rowState).toBe(before.rowState);
    expect(after.rowActions).toBe(before.rowActions);
  });
});
