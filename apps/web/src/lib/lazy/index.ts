export { lazyWithRetry, onceOnline } from './lazy-with-retry';
export { LazyBoundary, LazyPart } from './lazy-boundary';
