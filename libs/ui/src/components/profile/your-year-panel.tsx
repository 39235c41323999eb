import { useId } from 'react';
import { formatCount, pluralize } from '../../lib/format';
import { StyledPanel, StyledPanelTitle, StyledRowLabel } from './profile.styles';
import { StyledFigure, StyledFigures, StyledTopList, StyledTopLists } from './your-year.styles';

export interface YearTopEntry {
  id: string;
  name: string;
  playCount: number;
}

export interface YearFigures {
  minutesListened: number;
  playCount: number;
  topArtists: readonly YearTopEntry[];
  topAlbums: readonly YearTopEntry[];
  topTracks: readonly YearTopEntry[];
}

export interface YourYearPanelProps {
  year: number;
  /** Null while they are read. */
  figures: YearFigures | null;
  /** Set when they could not be read. */
  error?: string | null;
}

function TopList({ title, entries }: { title: string; entries: readonly YearTopEntry[] }) {
  return (
    <StyledTopList aria-label={title}>
      <StyledRowLabel>{title}</StyledRowLabel>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{entry.name}</span> <StyledRowLabel>{pluralize(entry.playCount, 'play')}</StyledRowLabel>
          </li>
        ))}
      </ol>
    </StyledTopList>
  );
}

/** "Your year": minutes listened and the most played artists, albums and songs of the calendar year. */
export function YourYearPanel({ year, figures, error = null }: YourYearPanelProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>
        Your year <StyledRowLabel>{year}</StyledRowLabel>
      </StyledPanelTitle>
      {error ? (
        <StyledRowLabel role="alert">{error}</StyledRowLabel>
      ) : figures === null ? (
        <StyledRowLabel>…</StyledRowLabel>
      ) : figures.playCount === 0 ? (
        <StyledRowLabel>Nothing played this year yet.</StyledRowLabel>
      ) : (
        <>
          <StyledFigures>
            <StyledFigure>
              <strong>{formatCount(figures.minutesListened)}</strong> minutes listened
            </StyledFigure>
            <StyledFigure>
              <strong>{formatCount(figures.playCount)}</strong> {figures.playCount === 1 ? 'play' : 'plays'}
            </StyledFigure>
          </StyledFigures>
          <StyledTopLists>
            <TopList title="Top artists" entries={figures.topArtists} />
            <TopList title="Top albums" entries={figures.topAlbums} />
            <TopList title="Top tracks" entries={figures.topTracks} />
          </StyledTopLists>
        </>
      )}
    </StyledPanel>
  );
}
