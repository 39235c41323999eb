import { useQuery } from '@tanstack/react-query';
import { pluralize } from '@tangerine/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { radioQueries } from '../../api/radio-queries';
import { CardGrid, ChipGroup, EmptyState, LoadingState, Muted, Page, PageHead, PageTitle, Section } from '../../lib/track-actions';
import { DISCOVER_COUNT, inCategory, popularStations, radioCategories, sample } from './radio-categories';
import { StationCard } from './station-card';

/** /radio?category=: a category picker first, then Popular Stations, Discover New and the full list. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const list = useQuery(radioQueries.list());
  const stations = useMemo(() => list.data ?? [], [list.data]);
  const categories = useMemo(() => radioCategories(stations), [stations]);
  const shown = useMemo(() => (category ? stations.filter((station) => inCategory(station, category)) : []), [stations, category]);
  const discover = useMemo(() => sample(shown, DISCOVER_COUNT), [shown]);

  let body;
  if (list.isPending) body = <LoadingState text="Loading radio stations..." />;
  else if (stations.length === 0)
    body = <EmptyState icon="radio" title="No Radio Stations Yet" text="Stations appear here once the administrator adds them." />;
  else
    body = (
      <>
        <Section title={category ? 'Categories' : 'Select a Category'}>
          <ChipGroup label="Category" options={categories} value={category ?? ''} onChange={(value) => setParams({ category: value })} />
        </Section>
        {category && (
          <>
            <Section title="Popular Stations">
              <CardGrid>
                {popularStations(shown).map((station) => (
                  <StationCard key={station.id} station={station} />
                ))}
              </CardGrid>
            </Section>
            <Section title="Discover New">
              <CardGrid>
                {discover.map((station) => (
                  <StationCard key={station.id} station={station} />
                ))}
              </CardGrid>
            </Section>
            <Section title="All Stations">
              <Muted>{pluralize(shown.length, 'station')}</Muted>
              <CardGrid>
                {shown.map((station) => (
                  <StationCard key={station.id} station={station} />
                ))}
              </CardGrid>
            </Section>
          </>
        )}
      </>
    );

  return (
    <Page>
      <PageHead>
        <PageTitle>Radio</PageTitle>
      </PageHead>
      {body}
    </Page>
  );
}
