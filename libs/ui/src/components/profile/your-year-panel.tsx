import { useId } from 'react';
import { formatCount } from '../../lib/format';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
  return (
    <StyledTopList aria-label={title}>
      <StyledRowLabel>{title}</StyledRowLabel>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{entry.name}</span> <StyledRowLabel>{t('yourYear.playCount', { count: entry.playCount })}</StyledRowLabel>
          </li>
        ))}
      </ol>
    </StyledTopList>
  );
}

/** "Your year": minutes listened and the most played artists, albums and songs of the calendar year. */
export function YourYearPanel({ year, figures, error = null }: YourYearPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>
        {t('yourYear.title')} <StyledRowLabel>{year}</StyledRowLabel>
      </StyledPanelTitle>
      {error ? (
        <StyledRowLabel role="alert">{error}</StyledRowLabel>
      ) : figures === null ? (
        <StyledRowLabel>…</StyledRowLabel>
      ) : figures.playCount === 0 ? (
        <StyledRowLabel>{t('yourYear.nothing')}</StyledRowLabel>
      ) : (
        <>
          <StyledFigures>
            <StyledFigure>
              <strong>{formatCount(figures.minutesListened)}</strong> {t('yourYear.minutes', { count: figures.minutesListened })}
            </StyledFigure>
            <StyledFigure>
              <strong>{formatCount(figures.playCount)}</strong> {t('yourYear.plays', { count: figures.playCount })}
            </StyledFigure>
          </StyledFigures>
          <StyledTopLists>
            <TopList title={t('yourYear.topArtists')} entries={figures.topArtists} />
            <TopList title={t('yourYear.topAlbums')} entries={figures.topAlbums} />
            <TopList title={t('yourYear.topTracks')} entries={figures.topTracks} />
          </StyledTopLists>
        </>
      )}
    </StyledPanel>
  );
}
