import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@tangerine/api';
import { activateEnglish, loadArea } from '@tangerine/ui';
import { errorText } from './error-text';
import { showLocale } from './index';

afterEach(() => activateEnglish());

describe('errorText', () => {
  it("keeps the server's English text in English", () => {
    expect(errorText(new ApiError(409, 'This activation code is already active on the maximum number of devices (3)', 'device_limit'))).toBe(
      'This activation code is already active on the maximum number of devices (3)',
    );
  });

  it('translates by the stable code in other languages', async () => {
    // Error messages are the actions area's (the app loads it just after the first paint).
    await loadArea('actions');
    await showLocale('de');
    expect(errorText(new ApiError(404, 'Invalid activation code', 'invalid_code'))).toBe('Ungültiger Aktivierungscode');
    expect(errorText(new ApiError(0, 'An error occurred. Please try again.', 'network_error'))).toBe('Ein Fehler ist aufgetreten. Bitte versuche es erneut.');
    await showLocale('ja');
    expect(errorText(new ApiError(410, 'This activation code has expired', 'expired_code'))).toBe('このアクティベーションコードは期限切れです');
  });

  it("never shows the server's English in another language: a code standing for many messages gets the call site's or a generic one", async () => {
    await loadArea('actions');
    await loadArea('profile');
    await showLocale('ar');
    expect(errorText(new ApiError(400, 'Give the app a name', 'bad_request'))).toBe('تعذّر قبول الطلب. تحقّق مما أدخلته وحاول مرة أخرى.');
    expect(errorText(new ApiError(400, 'Give the app a name', 'bad_request'), { bad_request: 'appPasswords.nameRequired' })).toBe('أدخل اسمًا للتطبيق');
    expect(errorText(new ApiError(404, 'Album not found', 'not_found'))).toBe('غير موجود: ربما تمت إزالته.');
    // A call site's own message is for its code only.
    expect(errorText(new ApiError(404, 'Album not found', 'not_found'), { bad_request: 'appPasswords.nameRequired' })).toBe('غير موجود: ربما تمت إزالته.');
    await showLocale('de');
    expect(errorText(new ApiError(500, 'Something else'))).toBe('Ein Fehler ist aufgetreten. Bitte versuche es erneut.');
    expect(errorText(new ApiError(418, 'A code the app does not know', 'teapot'))).toBe('Ein Fehler ist aufgetreten. Bitte versuche es erneut.');
    expect(errorText(new ApiError(400, 'ListenBrainz did not accept this token: copy the user token from your ListenBrainz settings page.', 'invalid_token'))).toBe(
      'ListenBrainz hat dieses Token nicht akzeptiert: Kopiere das Benutzer-Token aus deinen ListenBrainz-Einstellungen.',
    );
    expect(errorText(new ApiError(507, "The server's storage is full, so nothing was saved. Please try again later.", 'storage_full'))).toBe(
      'Der Speicher des Servers ist voll, daher wurde nichts gespeichert. Bitte versuche es später erneut.',
    );
  });

  it("keeps the server's English for those codes in English", () => {
    expect(errorText(new ApiError(400, 'Give the app a name', 'bad_request'), { bad_request: 'appPasswords.nameRequired' })).toBe('Give the app a name');
    expect(errorText(new ApiError(500, 'Something else'))).toBe('Something else');
  });
});
