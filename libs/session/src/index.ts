export {
  ACTIVATION_CODE_INCOMPLETE_MESSAGE,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_PLACEHOLDER,
  ACTIVATION_CODE_REQUIRED_MESSAGE,
  formatActivationCode,
  isActivationCodeComplete,
  validateActivationCode,
} from './activation-code.js';
export {
  DEVICE_ID_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  type KeyValueStorage,
  type StorageErrorHandler,
} from './key-value-storage.js';
export { DEVICE_ID_PREFIX, createDeviceId, getOrCreateDeviceId, type DeviceIdClock } from './device-id.js';
export {
  LOGGED_OUT_SESSION,
  createSessionStore,
  type ActivateSessionArgs,
  type Session,
  type SessionStore,
  type SessionStoreOptions,
} from './session-store.js';
export {
  APP_PLATFORM,
  APP_VERSION,
  ActivationRejectedError,
  activationMachine,
  type ActivationRequest,
  type ActivationResult,
  type ActivationContext,
  type ActivationEvent,
  type ActivationInput,
} from './activation-machine.js';
export {
  EXPIRY_WARNING_DAYS,
  daysRemaining,
  isExpiringSoon,
  isSubscriptionActive,
  maskActivationCode,
  type ExpiryDate,
} from './subscription.js';
export { formatDuration, formatExpiryDate, greetingForHour } from './format.js';
