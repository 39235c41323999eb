// What the first load of a page needs before the rest of the app: stand-ins that paint now and load
// their module later (player, backend), queries started with the shell, and the
// server's prerendered copy of the page (its data seeds the cache, the app takes it down). The activation
// machine's stand-in (features/activation/use-lazy-activation.ts) stays beside the chunk it loads.
export { deferredBackend } from './deferred-backend';
export { onFirstData, preloadImage, startEarlyQueries, useEarlyQueriesHandOff } from './early-queries';
export { seedHomeFromPage } from './home-from-page';
export { removeSnapshot, typedIntoSnapshot } from './prerendered-snapshot';
export { useStepwiseCount } from './reveal-in-steps';
