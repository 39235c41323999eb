import type { Page } from 'playwright-core';

/** The page's player bar, by its "Player" region or the element labelled "Player" (the benches press its buttons and read its "Seek" slider). */
export const playerBar = (page: Page) => page.getByRole('region', { name: 'Player' }).or(page.getByLabel('Player', { exact: true })).first();
