export { offlineWorkerReady, provideOfflineWorker } from './offline-worker';
