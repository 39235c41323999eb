export { lazyActor, subscribeToSnapshots, type ActorLike, type LazyActor, type LazyActorOptions, type SnapshotObserver, type SnapshotSource, type Subscription } from './lazy-actor.js';
export { matchesState, restingSnapshot, type RestingState, type StateValue } from './resting-snapshot.js';
