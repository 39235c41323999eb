export { setConnectService, useConnectService, useContinueOffer, useIsRemote, useRemoteSnapshot } from './connect-store';
export type { ConnectService, ContinueOffer } from './connect-service';
export type { ConnectPlayer, PlayerActorPort, ToPlayerTrack } from './player-port';
