const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chromium\//, 'Chromium'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux|X11/, 'Linux'],
];

/**
 * A name a listener recognises for a device: "Chrome on Linux" from a browser's user agent, the
 * name itself when the device was given one (an app password's name), else a plain fallback.
 */
export function deviceName(info: string | null): string {
  const text = (info ?? '').trim();
  if (!text) return 'Web player';
  if (!text.startsWith('Mozilla/')) return text.slice(0, 80);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
