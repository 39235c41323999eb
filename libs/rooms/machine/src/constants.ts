/** How many clock exchanges the offset estimate remembers; older ones drop out, so the estimate follows the clocks. */
export const CLOCK_WINDOW_SAMPLES = 24;
/**
 * How many of the remembered exchanges with the lowest round-trip delay the estimate takes the median
 * of: one, the fastest (NTP's clock filter). Its error is at most half its own round trip, and a
 * delay on one leg only (a busy uplink) biases each exchange by half of it, so any slower sample
 * taken in only adds error (0–100 ms on one leg: p95 about 6 ms with one, 12 ms with five).
 */
export const CLOCK_BEST_SAMPLES = 1;
/** Exchanges needed before a device trusts its estimate enough to play in the room. */
export const CLOCK_MIN_SAMPLES = 5;
/**
 * Wait between clock exchanges while the estimate is still being formed (a quick burst on joining: a
 * reloaded member reads nothing of its audio before it stands). Not quicker: a burst packed into the
 * reloaded page's busiest 0.1 s has no fast round trip to keep, and its members started ~25 ms early.
 */
export const CLOCK_BURST_INTERVAL_MS = 100;
/** Wait between clock exchanges once the estimate stands (it is re-estimated continuously). */
export const CLOCK_PROBE_INTERVAL_MS = 2000;
/**
 * An estimate whose error bound (half its best round trip) is above this after the burst goes on with
 * exchanges at the burst's pace until it is within it or the window is full: a device whose questions
 * wait on the way (0–100 ms on one leg) otherwise played its join up to half that wait off, unseen by
 * its readings (they read on the same estimate), until an exchange 2 s apart found a faster round trip.
 */
export const CLOCK_TRUSTED_BOUND_MS = 10;
/** Wait between two reads of the audio position while the room plays. */
export const DRIFT_CHECK_INTERVAL_MS = 500;
/** An error within this is in sync (its smoothed value is still closed by a small nudge: left alone, it would sit at this). */
export const DRIFT_TOLERANCE_MS = 5;
/**
 * An error above this is fixed with a seek: nudging would take too long to catch up (at the 3 % cap,
 * 100 ms takes over 3 s, a reloaded member's whole budget to get back in sync).
 */
export const DRIFT_SEEK_THRESHOLD_MS = 100;
/** The most a seek aims ahead of the room, to land where the room is once the element plays again (a reloaded stream takes that long). */
export const DRIFT_SEEK_LEAD_MAX_MS = 3000;
/**
 * How far ahead of the room a seek cues the audio at first (paused, then played when the room gets
 * there): a stream asked for again from an offset is ready within it on a loaded machine, so it starts
 * on time instead of landing wherever a seek into playing audio lands. What each seek finds raises it.
 */
export const DRIFT_SEEK_LEAD_MIN_MS = 500;
/**
 * How far ahead of the room a device far behind it (a reload, a late join) cues its song when the
 * song's whole file is loaded for seeking (sent with byte ranges): the seek is a range request within
 * it and a decode, not a new stream from an offset (which DRIFT_SEEK_LEAD_MIN_MS allows for).
 */
export const SEEKABLE_JOIN_LEAD_MS = 300;
/**
 * An error the first reading after a seek's landing (a reload's join in place) finds beyond this, in
 * a song whose whole file is open to seeks, is corrected at once by one more seek, cued
 * SEEKABLE_JOIN_LEAD_MS ahead, rather than by nudges: at the 3 % cap a nudge takes over a second to
 * close 30 ms and is resampled (a pitch bend the listener hears). Within it, nudges close the rest.
 */
export const LANDING_RESEEK_MIN_MS = 25;
/**
 * How far ahead of the room a device late for a new song's start (a skip that reached it after its
 * planned instant) cues that song: the room's neighbouring songs are buffered, so the cued element is
 * ready within this (a seek in a buffered song: about 25-55 ms on a loaded machine), unlike a seek's lead.
 */
export const TRACK_JOIN_LEAD_MS = 60;
/**
 * How much of each reading's error the controller takes in (the rest is what it expected from the last
 * one and the rate it set since): an element's time moves in steps of its audio callbacks, so a single
 * reading is up to about 12 ms off either way (Chromium), and answered whole it set nudges that moved
 * the audio off by that much. A quarter keeps about a third of that jitter and follows a real change within about 2 s.
 */
export const DRIFT_READING_WEIGHT = 0.25;
/** A reading this far from what the controller expected is a real step (a stall, a new clock estimate), taken whole. */
export const DRIFT_READING_STEP_MS = 30;
/** The time a rate nudge aims to take to close the error it was set for. */
export const DRIFT_NUDGE_HORIZON_MS = 2000;
/**
 * How much of what a reading finds beyond the error the controller foretold moves the rate trim (the
 * rate that holds the audio on the room's clock: an audio clock that runs a little slow or fast against
 * the device's), per ms since the last reading. Without a trim a nudge only ever answers an error
 * already there, so a 0.7 % slow audio clock is held about 14 ms behind; with it that error goes to 0.
 */
export const DRIFT_TRIM_WEIGHT = 0.005;
/** The most of one reading's surprise the rate trim counts. */
export const DRIFT_TRIM_ERROR_CAP_MS = 20;
/** The largest playback-rate change a nudge makes (3 %, resampled: half a semitone while it lasts, for a large error only). */
export const DRIFT_MAX_RATE_NUDGE = 0.03;
/** Waits before each attempt to reopen a lost room channel, then the last one again and again. */
export const ROOM_RECONNECT_DELAYS_MS = [1000, 2000, 5000] as const;
/** Letters and digits of a join code: no 0/O, 1/I/L, so a code read aloud is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a guest's join code. */
export const JOIN_CODE_LENGTH = 6;
