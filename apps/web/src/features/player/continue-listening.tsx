import { ContinueListening } from '@tangerine/ui';
import { useConnectService, useContinueOffer } from '@tangerine/connect-web';

/** "Continue listening: <track> from <device>" on a device that starts with nothing to play. */
export function ContinueListeningPrompt() {
  const service = useConnectService();
  const offer = useContinueOffer();
  if (!service || !offer) return null;
  return <ContinueListening title={offer.title} deviceName={offer.deviceName} onContinue={() => service.acceptOffer()} onDismiss={() => service.dismissOffer()} />;
}
