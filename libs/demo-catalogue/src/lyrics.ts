/**
 * The demo's one song with synced lyrics (the folk album's first track), so the fullscreen player's
 * Lyrics panel can be seen on a fresh start. Written for Tangerine; the lines are spread over the
 * song's length as LRC, the format a `.lrc` beside a real song uses.
 */

const VERSES = [
  ['Down by the harbour the lanterns are low', 'Salt on the ropes and the tide running slow', 'Somebody whistles a tune from the pier', 'And every old sailor pretends not to hear'],
  ['Sing me the weather, sing me the way', 'Home through the heather at the end of the day', 'Pine in the chimney and willow by the door', 'I never wanted anything more'],
  ['Morning comes softly over the hill', 'The kettle is singing, the valley is still', 'Pack up the fiddle and leave it to rest', 'The road to Galway is the road I know best'],
];

const stamp = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `[${String(minutes).padStart(2, '0')}:${rest.toFixed(2).padStart(5, '0')}]`;
};

/** LRC text for a song of `seconds`: a verse's lines evenly spaced, a blank line between verses. */
export function demoLyricsLrc(seconds: number): string {
  const lines = VERSES.flatMap((verse, index) => (index === 0 ? verse : ['', ...verse]));
  const start = Math.min(2, seconds / 10);
  const step = (seconds - start - 1) / lines.length;
  return ['[la:eng]', ...lines.map((text, index) => `${stamp(start + index * step)}${text}`)].join('\n');
}
