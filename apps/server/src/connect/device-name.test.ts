import { describe, expect, it } from 'vitest';
import { deviceName, deviceNames } from './device-name.js';

describe('deviceName', () => {
  it('names a browser by its user agent, keeps a given name and falls back to "Web player"', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(deviceName('Kitchen speaker')).toBe('Kitchen speaker');
    expect(deviceName(null)).toBe('Web player');
  });
});

describe('deviceNames', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  it('numbers devices that are alike in the order they were activated, and keeps the names a listener gave', () => {
    const names = deviceNames([
      { id: 7, device_id: 'web-3', device_info: chrome },
      { id: 2, device_id: 'web-1', device_info: chrome },
      { id: 5, device_id: 'web-2', device_info: chrome, name: 'Kitchen' },
      { id: 9, device_id: 'web-4', device_info: chrome, name: ' ' },
    ]);
    expect(Object.fromEntries(names)).toEqual({ 'web-1': 'Chrome on Linux', 'web-2': 'Kitchen', 'web-3': 'Chrome on Linux 2', 'web-4': 'Chrome on Linux 3' });
  });
});
