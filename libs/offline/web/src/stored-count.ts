import type { useT } from '@tangerine/ui';

/** "12 songs on this device", or "3 of 12 songs on this device" (the offline library's storedCountText, translated). */
export function storedCount(t: ReturnType<typeof useT>, stored: number, total: number = stored): string {
  return stored >= total ? t('states.storedAll', { total }) : t('states.storedSome', { stored, total });
}
