// What the app's tests of offline listening reach for: fakes and the transfer internals they drive.
export { memoryCaches } from './test-support/memory-caches';
export { hubWithStored } from './test-support/stored-hub';
export { FOLLOWED_LISTS_KEY, LIST_CONTENTS_KEY } from './followed-lists';
export { TransferFailure, createLocalTransfer, transferFailureOf } from './track-transfer';
export { type StoredTrackInput } from './device-store';
export { withTransferSlots } from './slotted-transfer';
export { receiveIntoStore, receiveWithFetch } from './receive-audio';
export { browserDownloadsHub } from './browser-downloads';
