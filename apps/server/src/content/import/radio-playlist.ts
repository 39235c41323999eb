/** M3U (with #EXTINF) and PLS station lists. */
export interface StationEntry {
  name: string;
  streamUrl: string;
  country?: string;
  language?: string;
  genres?: string[];
  website?: string;
}

export class PlaylistError extends Error {}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const fallbackName = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

export function parseStationList(text: string, fileName = ''): { stations: StationEntry[]; skipped: string[] } {
  const body = text.replace(/^\uFEFF/, '');
  const looksPls = /\.pls$/i.test(fileName) || /^\s*\[playlist\]/i.test(body);
  return looksPls ? parsePls(body) : parseM3u(body);
}

function parseM3u(text: string): { stations: StationEntry[]; skipped: string[] } {
  const stations: StationEntry[] = [];
  const skipped: string[] = [];
  let pending: Omit<StationEntry, 'streamUrl'> | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line === '#EXTM3U') continue;
    if (line.startsWith('#EXTINF')) {
      const comma = line.indexOf(',', line.lastIndexOf('"') + 1);
      const name = comma >= 0 ? line.slice(comma + 1).trim() : '';
      const attr = (key: string) => new RegExp(`${key}="([^"]*)"`, 'i').exec(line)?.[1]?.trim() || undefined;
      const group = attr('group-title');
      const country = attr('tvg-country');
      const language = attr('tvg-language');
      pending = { name, ...(country ? { country } : {}), ...(language ? { language } : {}), ...(group ? { genres: group.split(/[;,]/).map((g) => g.trim()).filter(Boolean) } : {}) };
      continue;
    }
    if (line.startsWith('#')) continue;
    if (!isHttpUrl(line)) {
      skipped.push(`${line}: not an http(s) URL`);
      pending = null;
      continue;
    }
    stations.push({ ...(pending ?? { name: '' }), name: pending?.name || fallbackName(line), streamUrl: line });
    pending = null;
  }
  return { stations, skipped };
}

function parsePls(text: string): { stations: StationEntry[]; skipped: string[] } {
  const files = new Map<number, string>();
  const titles = new Map<number, string>();
  for (const raw of text.split(/\r?\n/)) {
    const match = /^\s*(File|Title)(\d+)\s*=\s*(.*)$/i.exec(raw);
    if (!match) continue;
    const index = Number(match[2]);
    if ((match[1] as string).toLowerCase() === 'file') files.set(index, (match[3] as string).trim());
    else titles.set(index, (match[3] as string).trim());
  }
  if (files.size === 0 && !/^\s*\[playlist\]/im.test(text)) throw new PlaylistError('Not an M3U or PLS playlist');
  const stations: StationEntry[] = [];
  const skipped: string[] = [];
  for (const index of [...files.keys()].sort((a, b) => a - b)) {
    const url = files.get(index) as string;
    if (!isHttpUrl(url)) {
      skipped.push(`File${index}: not an http(s) URL`);
      continue;
    }
    stations.push({ name: titles.get(index) || fallbackName(url), streamUrl: url });
  }
  return { stations, skipped };
}
