export { EARLY_HOLD_MS, onFirstData, preloadImage, startEarlyQueries, useEarlyQueriesHandOff } from './early-queries';
