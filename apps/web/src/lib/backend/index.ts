export type { Backend } from './backend';
export { BackendProvider, useBackend } from './backend-context';
export { deferredBackend, type DeferredBackend } from './deferred-backend';
