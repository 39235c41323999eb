export { lazyWithRetry, onceOnline } from './lazy-with-retry';
export { LazyPart } from './lazy-boundary';
