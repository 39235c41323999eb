/**
 * Lyrics as Tangerine stores them, read from the three places a real library keeps them: an LRC text
 * (a `.lrc` beside the song, or an embedded tag holding LRC), plain text (a `.txt`, USLT, Vorbis
 * LYRICS, MP4 ©lyr) and ID3 SYLT's timed lines (music-metadata's `syncText`). Bad input never
 * throws: bytes that are not UTF-8 are read as Windows-1252 (what old .lrc tools wrote), a line with
 * a malformed time is dropped with a warning, and what is too long is cut.
 */
import type { ILyricsTag } from 'music-metadata';

/** One word (or syllable) of a synced line with its own time: enhanced LRC's `<mm:ss.xx>`. */
export interface LyricsWord {
  /** Milliseconds from the start of the track. */
  start: number;
  /** The word as it appears in the line's text, without the spaces around it. */
  text: string;
}

export interface LyricsLine {
  /** Milliseconds from the start of the track; null for plain (unsynced) lines. */
  start: number | null;
  text: string;
  /** Word times, in order, when the source gives them (enhanced LRC); the words appear in `text` in this order. */
  words?: LyricsWord[];
}

export interface Lyrics {
  synced: boolean;
  /** ISO 639 code when the source names one. */
  language: string | null;
  lines: LyricsLine[];
}

/** Sidecars past this are not lyrics (a stray log or a whole book): they are skipped with a warning. */
export const MAX_LYRICS_BYTES = 512 * 1024;
const MAX_LINES = 5_000;
const MAX_LINE_LENGTH = 1_000;

/** `mm:ss`, `mm:ss.x`, `mm:ss.xx`, `mm:ss.xxx` (also `:` before the fraction); seconds below 60. */
const TIME = /^(\d{1,3}):([0-5]?\d)(?:[.:](\d{1,3}))?$/;
/** A bracket that was meant as a time: starts with digits and a colon, or is digits only. */
const TIME_LIKE = /^\s*[-+]?\d+\s*(?::|$)/;
const TAG = /^\[([^\]\n]*)\]/;
/** Enhanced LRC's word times, `<mm:ss.xx>`: each starts the word after it; they are kept out of the line's text. */
const WORD_TIME = /<(\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?)>/;
const MAX_WORDS = 300;
// Control characters other than tab: invisible in a line and unsafe in XML answers.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const cleanLine = (text: string) => text.replace(CONTROL, '').trim().slice(0, MAX_LINE_LENGTH);

/** Windows-1252's 0x80–0x9F (Node's TextDecoder reads that label as Latin-1, which leaves them controls). */
const WINDOWS_1252_HIGH = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];

/** A sidecar's bytes as text: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows-1252. */
export function decodeLyricsBytes(bytes: Uint8Array, warn: (message: string) => void): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    warn('lyrics are not valid UTF-8: read as Windows-1252');
    return Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');
  }
}

/**
 * A line's text and word times from enhanced LRC: `<mm:ss.xx>` starts the text after it (up to the
 * next time); text before the first time starts with the line. A time with no text after it (the end
 * of the last word) starts nothing. Without word times, or with a malformed one, the line has none.
 */
function wordsOf(rest: string, lineStart: number | null, offset: number): { text: string; words?: LyricsWord[] } {
  const parts = rest.split(WORD_TIME);
  const text = cleanLine(parts.filter((_, index) => index % 2 === 0).join('').replace(/\s{2,}/g, ' '));
  if (parts.length === 1 || lineStart === null) return { text };
  const words: LyricsWord[] = [];
  const lead = parts[0]?.trim();
  if (lead) words.push({ start: Math.max(0, lineStart - offset), text: lead });
  for (let index = 1; index < parts.length; index += 2) {
    const time = TIME.exec((parts[index] as string).trim());
    if (!time) return { text };
    const word = cleanLine(parts[index + 1] ?? '').replace(/\s+/g, ' ');
    if (word) words.push({ start: Math.max(0, milliseconds(time) - offset), text: word });
  }
  return words.length && words.length <= MAX_WORDS ? { text, words } : { text };
}

const milliseconds = (match: RegExpExecArray) => {
  const fraction = match[3] ?? '';
  const ms = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return (Number(match[1]) * 60 + Number(match[2])) * 1000 + ms;
};

const withoutEdgeBlanks = (lines: LyricsLine[]) => {
  let from = 0;
  let to = lines.length;
  while (from < to && !lines[from]?.text) from++;
  while (to > from && !lines[to - 1]?.text) to--;
  return lines.slice(from, to);
};

/** Plain text, one line per line; null when there is no text. */
export function plainLyrics(text: string, language: string | null = null): Lyrics | null {
  const lines = withoutEdgeBlanks(text.split(/\r\n|\r|\n/).slice(0, MAX_LINES).map((line) => ({ start: null, text: cleanLine(line) })));
  return lines.length ? { synced: false, language, lines } : null;
}

/**
 * LRC: `[mm:ss.xx]` times (several per line allowed), `[offset:±ms]`, `[la:xx]`, other `[tag:value]`
 * lines ignored, enhanced word times kept per line (out of the text). Text with no time at all is plain lyrics.
 */
export function parseLrc(text: string, warn: (message: string) => void): Lyrics | null {
  let offset = 0;
  let language: string | null = null;
  let malformed = 0;
  const timed: LyricsLine[] = [];
  const untimed: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/).slice(0, MAX_LINES)) {
    let rest = raw.trim();
    const starts: number[] = [];
    let bad = false;
    let metadata = false;
    for (let tag = TAG.exec(rest); tag; tag = TAG.exec(rest)) {
      const inner = tag[1] as string;
      const time = TIME.exec(inner.trim());
      if (time) starts.push(milliseconds(time));
      else if (TIME_LIKE.test(inner)) bad = true;
      else if (!starts.length && /^[a-z#]+\s*:/i.test(inner)) {
        metadata = true;
        const [key = '', ...value] = inner.split(':');
        const name = key.trim().toLowerCase();
        const content = value.join(':').trim();
        if (name === 'offset' && /^[-+]?\d{1,7}$/.test(content)) offset = Number(content);
        else if ((name === 'la' || name === 'lang' || name === 'language') && /^[a-z]{2,3}$/i.test(content)) language = content.toLowerCase();
      } else break;
      if (bad || metadata) break;
      rest = rest.slice(tag[0].length);
    }
    if (bad) {
      malformed++;
      continue;
    }
    if (metadata) continue;
    // Word times belong to one moment: a line repeated at several times keeps its text only.
    const { text: line, words } = wordsOf(rest, starts.length === 1 ? (starts[0] as number) : null, offset);
    if (starts.length) for (const start of starts) timed.push({ start: Math.max(0, start - offset), text: line, ...(words ? { words } : {}) });
    else untimed.push(line);
  }
  if (malformed) warn(`${malformed} lyrics line${malformed === 1 ? '' : 's'} with a malformed time skipped`);
  if (timed.length) {
    // Several times on one line repeat it; the lines are shown in time order.
    const lines = timed.map((line, index) => ({ line, index })).sort((a, b) => (a.line.start as number) - (b.line.start as number) || a.index - b.index).map(({ line }) => line);
    return { synced: true, language, lines };
  }
  return plainLyrics(untimed.join('\n'), language);
}

/** The best of a file's embedded lyrics tags: timed lines (SYLT in milliseconds, or LRC text) first. */
export function embeddedLyrics(tags: readonly ILyricsTag[] | undefined, warn: (message: string) => void): Lyrics | null {
  let plain: Lyrics | null = null;
  for (const tag of tags ?? []) {
    const language = tag.language && /^[a-z]{3}$/i.test(tag.language) && tag.language.toLowerCase() !== 'xxx' ? tag.language.toLowerCase() : null;
    // SYLT in MPEG frames cannot be placed in time without the frame rate: its text is kept plain.
    const timedSync = tag.timeStampFormat === 2 ? tag.syncText.filter((line) => typeof line.timestamp === 'number' && Number.isFinite(line.timestamp) && line.timestamp >= 0) : [];
    if (timedSync.length) {
      const lines = timedSync.slice(0, MAX_LINES).map((line) => ({ start: Math.round(line.timestamp as number), text: cleanLine(line.text) })).sort((a, b) => a.start - b.start);
      return { synced: true, language, lines };
    }
    const text = tag.text ?? tag.syncText.map((line) => line.text).join('\n');
    const parsed = parseLrc(text, warn);
    if (parsed?.synced) return { ...parsed, language: parsed.language ?? language };
    plain ??= parsed && { ...parsed, language: parsed.language ?? language };
  }
  return plain;
}
