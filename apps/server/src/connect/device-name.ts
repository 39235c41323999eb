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

export interface NamedDeviceRow {
  id: number | string;
  device_id: string;
  device_info: string | null;
  /** The name the listener gave it, if any. */
  name?: string | null;
}

/**
 * The one name of each device of a code, as every screen shows it: the listener's own name, else its
 * browser and system; two alike are told apart by a number in the order they were activated
 * ("Chrome on Linux", "Chrome on Linux 2"), so a name stays the same while the device lives.
 */
export function deviceNames(rows: readonly NamedDeviceRow[]): Map<string, string> {
  const ordered = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const row of ordered) {
    const base = row.name?.trim() || deviceName(row.device_info);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    taken.add(name.toLowerCase());
    names.set(row.device_id, name);
  }
  return names;
}

/** The longest name a listener may give a device. */
export const DEVICE_NAME_MAX = 60;
