import { describe, expect, it } from 'vitest';
import type { ILyricsTag } from 'music-metadata';
import { decodeLyricsBytes, embeddedLyrics, parseLrc, plainLyrics } from './lyrics-text.js';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};

describe('LRC', () => {
  it('reads times in every precision, several times on a line, the offset and the language', () => {
    const { warn, warnings } = collect();
    const lyrics = parseLrc(['[ar:Somebody]', '[la:ENG]', '[offset:+250]', '[00:01.5]One', '[00:02.25][01:02.250]Twice', '[00:03]Three', '', '[00:04:10]Four'].join('\r\n'), warn);
    expect(warnings).toEqual([]);
    expect(lyrics).toEqual({
      synced: true,
      language: 'eng',
      lines: [
        { start: 1250, text: 'One' },
        { start: 2000, text: 'Twice' },
        { start: 2750, text: 'Three' },
        { start: 3850, text: 'Four' },
        { start: 62_000, text: 'Twice' },
      ],
    });
  });

  it('keeps enhanced LRC word times beside the text, out of it', () => {
    expect(parseLrc('[00:10.00]<00:10.00>Hello <00:10.50>bright <00:11.00>world', () => undefined)?.lines).toEqual([
      { start: 10_000, text: 'Hello bright world', words: [{ start: 10_000, text: 'Hello' }, { start: 10_500, text: 'bright' }, { start: 11_000, text: 'world' }] },
    ]);
    // Syllables join without a space; a closing time starts nothing; text before the first time starts with the line; [offset:] applies.
    expect(parseLrc('[offset:500]\n[00:20.00]Oh <00:20.40>Hel<00:20.70>lo  <00:21.00>you<00:21.90>', () => undefined)?.lines).toEqual([
      { start: 19_500, text: 'Oh Hello you', words: [{ start: 19_500, text: 'Oh' }, { start: 19_900, text: 'Hel' }, { start: 20_200, text: 'lo' }, { start: 20_500, text: 'you' }] },
    ]);
    // A malformed word time keeps the line without word times; a line sung at two times keeps its text only.
    expect(parseLrc('[00:01.00]<00:01.00>Bad <00:99.00>time', () => undefined)?.lines).toEqual([{ start: 1000, text: 'Bad time' }]);
    expect(parseLrc('[00:01.00][00:05.00]<00:01.00>Twice <00:01.50>sung', () => undefined)?.lines).toEqual([{ start: 1000, text: 'Twice sung' }, { start: 5000, text: 'Twice sung' }]);
  });

  it('skips lines with malformed times, says how many, and keeps the rest', () => {
    const { warn, warnings } = collect();
    const lyrics = parseLrc(['[00:01.00]Fine', '[00:6x.00]Letters in the seconds', '[1:75.00]Seventy-five seconds', '[00:02.1234]Four decimals', '[-00:03.00]Negative', '[99999:00.00]Too many minutes', '[00:04.00]Also fine'].join('\n'), warn);
    expect(lyrics?.lines).toEqual([
      { start: 1000, text: 'Fine' },
      { start: 4000, text: 'Also fine' },
    ]);
    expect(warnings).toEqual(['5 lyrics lines with a malformed time skipped']);
  });

  it('gives nothing when every time is malformed, and plain lyrics when there are no times', () => {
    expect(parseLrc('[00:xx]Only\n[aa:bb.cc]broken', () => undefined)).toBeNull();
    expect(parseLrc('[ti:Title]\nJust words\n\nMore words\n', () => undefined)).toEqual({
      synced: false,
      language: null,
      lines: [
        { start: null, text: 'Just words' },
        { start: null, text: '' },
        { start: null, text: 'More words' },
      ],
    });
    expect(parseLrc('   \n[ar:Only tags]\n', () => undefined)).toBeNull();
  });

  it('keeps control characters out and a line at most 1,000 characters long', () => {
    const lyrics = parseLrc(`[00:01.00]a\u0000b\u0007c\n[00:02.00]${'x'.repeat(5000)}`, () => undefined);
    expect(lyrics?.lines.map((line) => line.text.length)).toEqual([3, 1000]);
    expect(lyrics?.lines[0]?.text).toBe('abc');
  });
});

describe('bytes of a sidecar', () => {
  it('reads UTF-8 with or without a BOM and UTF-16 with one', () => {
    const { warn, warnings } = collect();
    expect(decodeLyricsBytes(Buffer.from('\ufeff[00:01.00]Björk', 'utf8'), warn)).toBe('[00:01.00]Björk');
    expect(decodeLyricsBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße', 'utf16le')]), warn)).toBe('Grüße');
    expect(warnings).toEqual([]);
  });

  it('reads bytes that are not UTF-8 as Windows-1252 and says so', () => {
    const { warn, warnings } = collect();
    // "Café – déjà" as Windows-1252: 0xE9 and 0x96 are invalid UTF-8 on their own.
    const bytes = Buffer.concat([Buffer.from('[00:01.00]Caf'), Buffer.from([0xe9, 0x20, 0x96, 0x20]), Buffer.from('d'), Buffer.from([0xe9]), Buffer.from('j'), Buffer.from([0xe0])]);
    const text = decodeLyricsBytes(bytes, warn);
    expect(text).toBe('[00:01.00]Café – déjà');
    expect(warnings).toEqual(['lyrics are not valid UTF-8: read as Windows-1252']);
    expect(parseLrc(text, warn)?.lines).toEqual([{ start: 1000, text: 'Café – déjà' }]);
  });
});

describe('embedded tags', () => {
  const tag = (fields: Partial<ILyricsTag>): ILyricsTag => ({ contentType: 1, timeStampFormat: 0, syncText: [], ...fields });

  it('prefers timed lines (SYLT in milliseconds) over plain text, and takes the language', () => {
    const lyrics = embeddedLyrics([tag({ text: 'Plain words', language: 'eng' }), tag({ timeStampFormat: 2, language: 'deu', syncText: [{ text: 'Zwei', timestamp: 2000 }, { text: 'Eins', timestamp: 1000 }] })], () => undefined);
    expect(lyrics).toEqual({ synced: true, language: 'deu', lines: [{ start: 1000, text: 'Eins' }, { start: 2000, text: 'Zwei' }] });
  });

  it('reads LRC held in a text tag, keeps SYLT in MPEG frames as plain text, and gives nothing for no tags', () => {
    expect(embeddedLyrics([tag({ text: '[00:03.00]From a tag' })], () => undefined)?.lines).toEqual([{ start: 3000, text: 'From a tag' }]);
    expect(embeddedLyrics([tag({ timeStampFormat: 1, syncText: [{ text: 'Frame', timestamp: 1152 }] })], () => undefined)).toEqual({ synced: false, language: null, lines: [{ start: null, text: 'Frame' }] });
    expect(embeddedLyrics(undefined, () => undefined)).toBeNull();
    expect(plainLyrics('\n\n')).toBeNull();
  });
});
