import type { Track } from '@tangerine/api';
import { Section, useT } from '@tangerine/ui';
import { TrackTable, usePlayTracks } from '../../lib/track-actions';

/** "Disc 2", or "Disc 2: Live" when the disc's tracks carry a subtitle. */
export const discHeading = (disc: number, subtitle: string | null) => (subtitle ? `Disc ${disc}: ${subtitle}` : `Disc ${disc}`);

/** An album's tracks by disc, then track number (tracks without a disc number count as disc 1). */
export function discsOf(tracks: readonly Track[]): { disc: number; subtitle: string | null; tracks: Track[] }[] {
  const discOf = (track: Track) => track.disc_number ?? 1;
  const sorted = [...tracks].sort((a, b) => discOf(a) - discOf(b) || (a.track_number ?? Infinity) - (b.track_number ?? Infinity));
  const discs: { disc: number; subtitle: string | null; tracks: Track[] }[] = [];
  for (const track of sorted) {
    const last = discs.at(-1);
    if (last?.disc === discOf(track)) {
      last.tracks.push(track);
      last.subtitle ??= track.disc_subtitle ?? null;
    } else discs.push({ disc: discOf(track), subtitle: track.disc_subtitle ?? null, tracks: [track] });
  }
  return discs;
}

/** One table, or a "Disc N" (or "Disc N: subtitle") section per disc when the album has several; a row plays the whole album from there. */
export function AlbumTracks({ title, tracks }: { title: string; tracks: readonly Track[] }) {
  const t = useT();
  const play = usePlayTracks();
  const discs = discsOf(tracks);
  if (discs.length < 2) return <TrackTable label={t('albums.tracksOf', { title })} rows={tracks.map((track) => ({ track }))} columns={['artist', 'album']} />;
  const inOrder = discs.flatMap((d) => d.tracks);
  const starts = discs.map((_, i) => discs.slice(0, i).reduce((sum, d) => sum + d.tracks.length, 0));
  return (
    <>
      {discs.map(({ disc, subtitle, tracks: discTracks }, i) => {
        const first = starts[i] ?? 0;
        return (
          <Section key={disc} title={discHeading(disc, subtitle)}>
            <TrackTable label={t('albums.discTracks', { title, disc })} rows={discTracks.map((track) => ({ track }))} columns={['artist', 'album']} onPlay={(index) => play(inOrder, first + index)} />
          </Section>
        );
      })}
    </>
  );
}
