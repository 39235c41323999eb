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

  it("falls back to the server's text for a code without a message of its own, or none", async () => {
    await showLocale('ar');
    expect(errorText(new ApiError(400, 'Give the app a name', 'bad_request'))).toBe('Give the app a name');
    expect(errorText(new ApiError(500, 'Something else'))).toBe('Something else');
  });
});
