import { describe, expect, it } from 'vitest';
import { planSong } from './compose.js';
import { GENRE_IDS, GENRES } from './genres.js';
import { audioFileName, renderJob } from './jobs.js';
import { encodeMp3 } from './mp3.js';
import { framesDuration, scanFrames } from './mp3-frames.js';
import { LAME_ENCODER_DELAY, readMp3Gapless } from './mp3-gapless.js';
import { renderSong } from './render.js';
import { renderSpeech } from './speech.js';

const rms = (pcm: Float32Array) => Math.sqrt(pcm.reduce((sum, x) => sum + x * x, 0) / pcm.length);

describe('song plans', () => {
  it('are deterministic from the seed and differ between seeds', () => {
    expect(JSON.stringify(planSong('jazz', 'a', 30))).toBe(JSON.stringify(planSong('jazz', 'a', 30)));
    expect(JSON.stringify(planSong('jazz', 'a', 30))).not.toBe(JSON.stringify(planSong('jazz', 'b', 30)));
  });

  it('give each genre its own tempo range, melody, bass and (where it has them) drums', () => {
    for (const genre of GENRE_IDS) {
      const plan = planSong(genre, 7, 40);
      const style = GENRES[genre];
      expect(plan.bpm).toBeGreaterThanOrEqual(style.bpm[0]);
      expect(plan.bpm).toBeLessThanOrEqual(style.bpm[1]);
      expect(plan.length).toBeGreaterThan(30);
      expect(plan.length).toBeLessThan(50);
      const lead = plan.parts.find((p) => p.name === 'lead');
      expect(new Set(lead?.notes.map((n) => n.midi)).size).toBeGreaterThan(4);
      expect(plan.parts.find((p) => p.name === 'bass')?.notes.length).toBeGreaterThan(8);
      expect(plan.drums.length > 0).toBe(style.drums !== null);
    }
  });

  it('repeats its verse melody when the verse comes back', () => {
    const plan = planSong('folk', 3, 80);
    const bar = 240 / plan.bpm;
    const lead = plan.parts.find((p) => p.name === 'lead')?.notes ?? [];
    // Bars 4–11 are the first verse, 20–27 the second one (after an 8-bar chorus).
    const verse = (first: number) => lead.filter((n) => n.start >= first * bar && n.start < (first + 8) * bar).map((n) => n.midi);
    expect(verse(4).length).toBeGreaterThan(8);
    expect(verse(20)).toEqual(verse(4));
  });
});

describe('rendering and encoding', () => {
  it('renders audible, unclipped audio and encodes it to MP3 frames of the right length', () => {
    const pcm = renderSong(planSong('house', 1, 8), 22050, 1);
    expect(rms(pcm)).toBeGreaterThan(0.05);
    expect(pcm.reduce((peak, x) => Math.max(peak, Math.abs(x)), 0)).toBeLessThanOrEqual(0.91);
    const mp3 = encodeMp3(pcm, 22050, 64);
    const frames = scanFrames(mp3);
    expect(frames.length).toBeGreaterThan(100);
    expect(frames[0]?.sampleRate).toBe(22050);
    expect(Math.abs(framesDuration(frames) - pcm.length / 22050)).toBeLessThan(0.2);
  });

  it('speaks in syllables with pauses between phrases', () => {
    const pcm = renderSpeech('episode', 12, 22050);
    expect(rms(pcm)).toBeGreaterThan(0.02);
    // Windows of 50 ms after the intro: some silent (pauses), most voiced.
    const windows = Array.from({ length: 120 }, (_, i) => rms(pcm.subarray(Math.round((4.6 + i * 0.05) * 22050), Math.round((4.65 + i * 0.05) * 22050))));
    expect(windows.filter((w) => w < 0.005).length).toBeGreaterThan(3);
    expect(windows.filter((w) => w > 0.02).length).toBeGreaterThan(40);
  });

  it('names cached files by job and generator version, and renders jobs to MP3', async () => {
    const job = { kind: 'song' as const, id: 'x', genre: 'chiptune' as const, seed: 's', seconds: 6 };
    expect(audioFileName(job)).toBe(audioFileName({ ...job }));
    expect(audioFileName(job)).not.toBe(audioFileName({ ...job, seed: 't' }));
    const { mp3, loudness, peak } = await renderJob(job);
    expect(framesDuration(scanFrames(mp3))).toBeGreaterThan(5);
    expect(readMp3Gapless(mp3)?.encoderDelay).toBe(LAME_ENCODER_DELAY);
    expect(loudness).toBeGreaterThan(-30);
    expect(loudness).toBeLessThan(-8);
    expect(peak).toBeLessThanOrEqual(1);
  });
});
