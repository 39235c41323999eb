/**
 * Reads an Ogg Opus stream as a player would take it in: the audio delivered so far is the last
 * complete page's granule position (48 kHz samples), so a stall is measured in audio time, not bytes.
 * Playback is taken to start once `startBufferSeconds` of audio has arrived and to advance in real time
 * from then; a stall is any moment the audio delivered falls behind that position.
 */

export interface StreamTake {
  /** Milliseconds from the request to the start of playback (the start buffer delivered). */
  startMs: number;
  /** Audio seconds delivered in all. */
  audioSeconds: number;
  /** Audio seconds over wall seconds, from the request to the end. */
  speed: number;
  /** Times the delivered audio fell behind the playing position (0: real time throughout). */
  stalls: number;
  /** The smallest lead of delivered audio over the position once playing, in seconds (negative: a stall). */
  smallestLeadSeconds: number;
}

const OPUS_RATE = 48_000;

/** Complete Ogg pages in `buffer` from `from`: their granule positions and where the next page starts. */
export function oggGranules(buffer: Buffer, from = 0): { granules: bigint[]; next: number } {
  const granules: bigint[] = [];
  let at = from;
  for (;;) {
    if (buffer.length < at + 27) break;
    if (buffer.toString('latin1', at, at + 4) !== 'OggS') throw new Error(`not an Ogg page at byte ${at}`);
    const segments = buffer[at + 26] as number;
    if (buffer.length < at + 27 + segments) break;
    let body = 0;
    for (let i = 0; i < segments; i++) body += buffer[at + 27 + i] as number;
    const end = at + 27 + segments + body;
    if (buffer.length < end) break;
    granules.push(buffer.readBigInt64LE(at + 6));
    at = end;
  }
  return { granules, next: at };
}

export async function takeOggStream(url: string, startBufferSeconds = 1, timeoutMs = 300_000): Promise<StreamTake> {
  const requested = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let pending = Buffer.alloc(0);
  let delivered = 0;
  let started: number | null = null;
  let stalls = 0;
  let behind = false;
  let smallestLead = Infinity;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const now = performance.now();
    if (started !== null) {
      const lead = delivered - (now - started) / 1000;
      smallestLead = Math.min(smallestLead, lead);
      // One stall per fall behind: playing resumes once audio is there again.
      if (lead < 0 && !behind) stalls++;
      behind = lead < 0;
      if (behind) started = now - delivered * 1000;
    }
    pending = Buffer.concat([pending, chunk.value]);
    const { granules, next } = oggGranules(pending);
    pending = pending.subarray(next);
    for (const granule of granules) if (granule > 0n) delivered = Math.max(delivered, Number(granule) / OPUS_RATE);
    if (started === null && delivered >= startBufferSeconds) started = now;
  }
  const wallSeconds = (performance.now() - requested) / 1000;
  return { startMs: (started ?? performance.now()) - requested, audioSeconds: delivered, speed: delivered / wallSeconds, stalls, smallestLeadSeconds: Number.isFinite(smallestLead) ? smallestLead : delivered };
}
