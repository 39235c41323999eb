export { bindSync, type SyncBinding, type SyncPorts } from './sync-binding.js';
export { outputLatencyMs, type LatencySource } from './output-latency.js';
