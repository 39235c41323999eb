import { useQuery } from '@tanstack/react-query';
import type { RadioStation } from '@tangerine/api';
import { CardGrid, radioIcon, useT } from '@tangerine/ui';
import { useMemo } from 'react';
import { radioQueries } from '../../api/radio-queries';
import { CategoryBrowsePage, useCategoryBrowse, type CategoryRules } from '../../lib/category-browse';
import { inCategory, popularStations, radioCategories } from './radio-categories';
import { StationCard } from './station-card';

const RULES: CategoryRules<RadioStation> = { categoriesOf: radioCategories, inCategory, popularOf: popularStations };

function StationCards({ stations }: { stations: ReadonlyArray<RadioStation> }) {
  return (
    <CardGrid>
      {stations.map((station) => (
        <StationCard key={station.id} station={station} />
      ))}
    </CardGrid>
  );
}

/** /radio?category=: a category picker first, then Popular Stations, Discover New and the full list. */
export function Component() {
  const t = useT();
  const list = useQuery(radioQueries.list());
  const stations = useMemo(() => list.data ?? [], [list.data]);
  const browse = useCategoryBrowse(stations, RULES);
  return (
    <CategoryBrowsePage
      title={t('radio.title')}
      browse={browse}
      loading={list.isPending}
      loadingText={t('radio.loading')}
      isEmpty={stations.length === 0}
      empty={{ icon: radioIcon, title: t('radio.emptyTitle'), text: t('radio.emptyText') }}
      countText={(count) => t('radio.count', { count })}
      popularTitle={t('radio.popular')}
      allTitle={t('radio.allStations')}
      allCategoryLabel={t('radio.allCategory')}
      renderItems={(items) => <StationCards stations={items} />}
    />
  );
}
