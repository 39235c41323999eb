import { LanguagePanel, isLocale, translate, useLocale } from '@tangerine/ui';
import { chooseLocale } from '../../lib/i18n';
import { useStorage } from '../../lib/session';
import { notifyError } from '../../lib/toast';

/** "Language" in the profile dialog: applied at once and kept on this device. */
export function LanguageContainer() {
  const storage = useStorage();
  const locale = useLocale();
  return (
    <LanguagePanel
      value={isLocale(locale) ? locale : 'en'}
      onChange={(next) => void chooseLocale(storage, next).catch(() => notifyError(translate('language.loadFailed')))}
    />
  );
}
