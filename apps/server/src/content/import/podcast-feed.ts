/** RSS 2.0 + iTunes podcast feeds, read with a real XML parser. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface FeedEpisode {
  guid: string;
  title: string;
  description: string | null;
  audioUrl: string;
  duration: number;
  publishedAt: string | null;
  season: number | null;
  episode: number | null;
  imageUrl: string | null;
}

export interface Feed {
  title: string;
  author: string | null;
  description: string | null;
  language: string | null;
  imageUrl: string | null;
  categories: string[];
  episodes: FeedEpisode[];
  /** Items left out, with the reason. */
  skipped: string[];
}

export class FeedError extends Error {}

type Node = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (typeof value === 'object' && '#text' in (value as Node)) return text((value as Node)['#text']);
  return null;
}

const attribute = (value: unknown, name: string): string | null => (value && typeof value === 'object' ? text((value as Node)[`@_${name}`]) : null);

/** "1:02:03", "62:03", "3723" or "3723.5" → seconds; anything else → 0. */
export function parseDuration(value: string | null): number {
  if (!value) return 0;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value));
  const parts = value.split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return 0;
  return Math.round(parts.reduce((total, part) => total * 60 + Number(part), 0));
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n < 100_000 ? n : null;
}

function stripHtml(value: string | null): string | null {
  if (!value) return null;
  return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || null;
}

function categories(channel: Node): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    for (const item of asArray(node as Node | Node[])) {
      const name = attribute(item, 'text');
      if (name) found.push(name);
      if (item && typeof item === 'object') visit((item as Node)['itunes:category']);
    }
  };
  visit(channel['itunes:category']);
  for (const plain of asArray(channel['category'] as unknown)) {
    const name = text(plain);
    if (name) found.push(name);
  }
  return [...new Set(found)];
}

export function parseFeed(xml: string): Feed {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true, htmlEntities: true, parseTagValue: false, trimValues: true });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedError(`The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw new FeedError(`The feed is not well-formed XML: ${(error as Error).message}`);
  }
  const rss = document['rss'] as Node | undefined;
  const channel = rss?.['channel'] as Node | undefined;
  if (!rss || !channel || typeof channel !== 'object') throw new FeedError('Not an RSS 2.0 feed: no <rss><channel>');
  const title = text(channel['title']);
  if (!title) throw new FeedError('The feed has no title');
  const image = attribute(channel['itunes:image'], 'href') ?? text((channel['image'] as Node | undefined)?.['url']);
  const skipped: string[] = [];
  const episodes: FeedEpisode[] = [];
  asArray(channel['item'] as Node | Node[]).forEach((item, index) => {
    const itemTitle = text(item['title']) ?? text(item['itunes:title']);
    const enclosure = asArray(item['enclosure'] as Node | Node[])[0];
    const audioUrl = attribute(enclosure, 'url');
    if (!itemTitle) return void skipped.push(`item ${index + 1}: no title`);
    if (!audioUrl) return void skipped.push(`"${itemTitle}": no enclosure`);
    const published = text(item['pubDate']);
    const date = published ? new Date(published) : null;
    episodes.push({
      guid: text(item['guid']) ?? audioUrl,
      title: itemTitle,
      description: stripHtml(text(item['description']) ?? text(item['itunes:summary']) ?? text(item['content:encoded'])),
      audioUrl,
      duration: parseDuration(text(item['itunes:duration'])),
      publishedAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
      season: positiveInt(text(item['itunes:season'])),
      episode: positiveInt(text(item['itunes:episode'])),
      imageUrl: attribute(item['itunes:image'], 'href'),
    });
  });
  return {
    title,
    author: text(channel['itunes:author']) ?? text(channel['managingEditor']),
    description: stripHtml(text(channel['description']) ?? text(channel['itunes:summary'])),
    language: text(channel['language']),
    imageUrl: image,
    categories: categories(channel),
    episodes,
    skipped,
  };
}
