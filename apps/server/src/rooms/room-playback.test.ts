import { describe, expect, it } from 'vitest';
import { pastEndedSongs, playedLengthMs } from './room-playback.js';

describe('the room past songs that ended on their own', () => {
  it('counts a song with gapless fields as long as players play it: its frames less the encoder delay and padding', () => {
    // 22.05 kHz LAME MP3: 1,600 frames of 576 samples, delay 576, padding 1,000.
    const frames = (1600 * 576) / 22_050;
    expect(playedLengthMs({ duration: frames, encoder_delay: 576, encoder_padding: 1000, sample_rate: 22_050 })).toBeCloseTo(((1600 * 576 - 1576) / 22_050) * 1000, 6);
    expect(playedLengthMs({ duration: '41.5', encoder_delay: null, encoder_padding: null, sample_rate: null })).toBe(41_500);
    // Fields that would leave nothing are not believed.
    expect(playedLengthMs({ duration: 0.01, encoder_delay: 576, encoder_padding: 1000, sample_rate: 22_050 })).toBe(10);
  });

  it('starts the next song where the members’ players started it, not a padding later', () => {
    const row = { duration: (1600 * 576) / 22_050, encoder_delay: 576, encoder_padding: 1000, sample_rate: 22_050 };
    const played = playedLengthMs(row);
    const room = { playing: 1, started_at_ms: 1_000_000, current_index: 0 };
    const moved = pastEndedSongs(room, () => played, 3, 1_000_000 + played + 10);
    expect(moved).toEqual({ current_index: 1, started_at_ms: Math.round(1_000_000 + played), paused_position_ms: 0 });
    // The full frames' length would still have the first song playing then.
    expect(pastEndedSongs(room, () => Number(row.duration) * 1000, 3, 1_000_000 + played + 10)).toBeNull();
  });
});
