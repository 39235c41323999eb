import { useEffect, useRef, type RefObject } from 'react';
import { formatDuration } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { StyledLineButton, StyledLines, StyledPlainLine, StyledWord } from './lyrics-lines.styles';

export interface LyricsWordView {
  /** Seconds. */
  start: number;
  /** The word as it appears in the line's text. */
  text: string;
}

export interface LyricsLineView {
  /** Seconds; null in plain lyrics. */
  start: number | null;
  text: string;
  /** When each word is sung, where the lyrics give it: the word sung now is highlighted. */
  words?: readonly LyricsWordView[] | undefined;
}

export interface LyricsView {
  synced: boolean;
  lines: readonly LyricsLineView[];
}

export interface LyricsLinesProps {
  lyrics: LyricsView;
  /** Playback position in seconds: the line sung now is the last one that started. */
  currentTime: number;
  /** A click on a synced line seeks there. */
  onSeek: (seconds: number) => void;
  /** The scrolling box the lines sit in: the line sung now is kept in its middle. */
  scrollerRef?: RefObject<HTMLElement | null>;
}

/** The index of the line sung at `time` (the last one that started), -1 before the first. */
export function currentLineIndex(lines: readonly LyricsLineView[], time: number): number {
  let current = -1;
  lines.forEach((line, index) => {
    if (line.start !== null && line.start <= time) current = index;
  });
  return current;
}

/** The index of the word sung at `time` (the last one that started), -1 before the first. */
export function currentWordIndex(words: readonly LyricsWordView[], time: number): number {
  let current = -1;
  words.forEach((word, index) => {
    if (word.start <= time) current = index;
  });
  return current;
}

/** The line's text cut at its words, in order: each piece with its word's index, or null between words. */
export function wordPieces(text: string, words: readonly LyricsWordView[]): { text: string; word: number | null }[] {
  const pieces: { text: string; word: number | null }[] = [];
  let at = 0;
  words.forEach((word, index) => {
    const found = word.text ? text.indexOf(word.text, at) : -1;
    if (found < 0) return;
    if (found > at) pieces.push({ text: text.slice(at, found), word: null });
    pieces.push({ text: word.text, word: index });
    at = found + word.text.length;
  });
  if (at < text.length) pieces.push({ text: text.slice(at), word: null });
  return pieces;
}

/** The line sung now, word by word: sung words bright, the word sung now marked, the rest muted. */
function SungLine({ line, currentTime }: { line: LyricsLineView; currentTime: number }) {
  const words = line.words ?? [];
  const now = currentWordIndex(words, currentTime);
  return (
    <>
      {wordPieces(line.text, words).map((piece, index) =>
        piece.word === null ? (
          piece.text
        ) : (
          <StyledWord key={index} as={piece.word === now ? 'mark' : 'span'} $state={piece.word === now ? 'current' : piece.word < now ? 'past' : 'next'}>
            {piece.text}
          </StyledWord>
        ),
      )}
    </>
  );
}

/** Lyrics: synced lines highlighted and followed with playback, each a seek; plain text as it is. */
export function LyricsLines({ lyrics, currentTime, onSeek, scrollerRef }: LyricsLinesProps) {
  const t = useT();
  const current = lyrics.synced ? currentLineIndex(lyrics.lines, currentTime) : -1;
  const currentRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const scroller = scrollerRef?.current;
    const line = currentRef.current;
    if (!scroller || !line) return;
    // Only the lyrics box scrolls (scrollIntoView would move the whole fullscreen page on a phone).
    const box = scroller.getBoundingClientRect();
    const rect = line.getBoundingClientRect();
    const top = scroller.scrollTop + rect.top - box.top - (scroller.clientHeight - rect.height) / 2;
    scroller.scrollTo?.({ top: Math.max(0, top), behavior: 'smooth' });
  }, [current, scrollerRef]);

  if (!lyrics.synced) {
    return (
      <div>
        {lyrics.lines.map((line, index) => (
          <StyledPlainLine key={index}>{line.text}</StyledPlainLine>
        ))}
      </div>
    );
  }
  return (
    <StyledLines>
      {lyrics.lines.map((line, index) => {
        const state = index === current ? 'current' : index < current ? 'past' : 'next';
        const start = line.start ?? 0;
        return (
          <li key={index}>
            <StyledLineButton
              type="button"
              ref={index === current ? currentRef : undefined}
              $state={state}
              aria-current={state === 'current' ? 'true' : undefined}
              title={t('fullscreen.playFrom', { time: formatDuration(start) })}
              onClick={() => onSeek(start)}
            >
              {state === 'current' && line.words?.length ? <SungLine line={line} currentTime={currentTime} /> : line.text || '♪'}
            </StyledLineButton>
          </li>
        );
      })}
    </StyledLines>
  );
}
