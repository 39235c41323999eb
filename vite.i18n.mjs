import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The catalogues: libs/ui/src/i18n/locales/<locale>/<area>.json, ICU MessageFormat source messages. */
export const CATALOGUE = /\/libs\/ui\/src\/i18n\/locales\/[\w-]+\/\w+\.json$/;

/**
 * Compiles each catalogue's ICU messages at build time into Lingui's runtime form, so the browser
 * never ships the ICU parser (Lingui formats compiled messages only in production).
 */
export function linguiCatalogues() {
  return {
    name: 'tangerine:lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      const source = JSON.parse(code);
      const compiled = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessageOrThrow(message)]));
      // Still JSON: Vite's own JSON plugin turns it into a module after this one.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
