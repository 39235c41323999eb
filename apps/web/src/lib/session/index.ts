export { SessionStoreProvider, useSession, useSessionStore } from './session-context';
export { StorageProvider, useStorage } from './storage-context';
export { browserStorage, createBrowserSession, deviceIdFor, memoryStorage } from './browser-session';
export { keepPageSessionCookie } from './page-session-cookie';
