// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readCookie } from './client';

describe('readCookie', () => {
  it('reads the anti-forgery cookie of the page', () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    expect(readCookie('XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('missing')).toBeUndefined();
  });
});
