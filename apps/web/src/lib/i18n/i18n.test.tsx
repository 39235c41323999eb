import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateEnglish, i18n, loadAfterFirstPaint, loadArea, LOCALE_STORAGE_KEY, showLocale, translate, useT } from '@tangerine/ui';
import { chooseLocale, initialLocale } from './index';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

afterEach(() => activateEnglish());

describe('the listener language', () => {
  it('is the browser language on a first visit and the saved choice after it', () => {
    expect(initialLocale(memoryStorage(), ['fr-CA', 'en'])).toBe('fr');
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'ja' }), ['fr-CA'])).toBe('ja');
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'xx' }), ['es-MX'])).toBe('es');
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); } };
    expect(initialLocale(broken, ['de'])).toBe('de');
  });

  it('is kept on the device when chosen, and sets <html lang dir>', async () => {
    const storage = memoryStorage();
    await chooseLocale(storage, 'ar');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(translate('language.label')).toBe('اللغة');
    await chooseLocale(storage, 'de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(translate('language.label')).toBe('Sprache');
  });

  it("loads a screen's area in the language shown, and every area asked for in a language chosen later", async () => {
    const storage = memoryStorage();
    await chooseLocale(storage, 'de');
    // Only the shell's messages came with the language: Home's come with Home's chunk.
    expect(i18n.messages['home.loading']).toBeUndefined();
    await loadArea('home');
    expect(translate('home.loading')).toBe('Deine Musik wird geladen …');
    await chooseLocale(storage, 'ja');
    expect(translate('home.loading')).toBe('音楽を読み込んでいます…');
    expect(translate('language.label')).toBe('言語');
  });

  it("puts the activation screen's messages in force first, and the shell's after them when they may wait", async () => {
    await loadArea('activation');
    loadAfterFirstPaint('shell');
    await showLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(translate('activation.submit')).toBe('Activer et commencer l’écoute');
    await vi.waitFor(() => expect(translate('language.label')).toBe('Langue'), { timeout: 10_000 });
  });

  it('shows a text rendered before its area came in words once the area is in force', async () => {
    function GenericError() {
      const t = useT();
      return <p>{t('errors.generic')}</p>;
    }
    loadAfterFirstPaint('actions');
    await showLocale('es');
    // The first paint may come before the deferred area: Lingui shows the key, then the words.
    render(<GenericError />);
    expect(await screen.findByText('Se produjo un error. Inténtalo de nuevo.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
