export type { Backend } from './backend';
export { BackendProvider, useBackend } from './backend-context';
