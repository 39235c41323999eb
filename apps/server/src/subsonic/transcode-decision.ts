/**
 * OpenSubsonic's transcode decision: the source's stream against the app's device profile. The first
 * direct play profile that takes the source's container, codec and protocol, within the bit rate and
 * the codec limitations, plays the original; otherwise the first transcoding profile, in the app's
 * order, that the transcoder can make (MP3, Opus in Ogg, AAC in ADTS, over HTTP; no HLS). The
 * decision travels to `getTranscodeStream` as `transcodeParams`: `raw` or `<format>.<kbit/s>`.
 */
import type { TranscodeFormat } from '../transcode/transcoder.js';
import type { ClientInfo, CodecProfile, DirectPlayProfile, Limitation, TranscodingProfile } from './client-info.js';

export interface StreamDetails {
  protocol: 'http';
  container: string;
  codec: string;
  audioChannels?: number;
  audioBitrate?: number;
  audioSamplerate?: number;
}

export interface TranscodeDecision {
  canDirectPlay: boolean;
  canTranscode: boolean;
  transcodeReason?: string[];
  errorReason?: string;
  transcodeParams?: string;
  sourceStream: StreamDetails;
  transcodeStream?: StreamDetails;
}

/** What the server knows of a file: its type, path (for the extension), average bit rate and sample rate. */
export interface SourceFacts {
  mime: string;
  path: string;
  /** Bits per second; null when the duration is unknown. */
  bitrate: number | null;
  sampleRate: number | null;
}

/** Container and codec of a stored type, as device profiles name them. */
const SOURCES: Record<string, [string, string]> = {
  'audio/mpeg': ['mp3', 'mp3'], 'audio/mp3': ['mp3', 'mp3'], 'audio/flac': ['flac', 'flac'], 'audio/wav': ['wav', 'pcm'], 'audio/x-wav': ['wav', 'pcm'],
  'audio/mp4': ['mp4', 'aac'], 'audio/aac': ['aac', 'aac'], 'audio/webm': ['webm', 'opus'], 'audio/aiff': ['aiff', 'pcm'], 'audio/x-ms-wma': ['asf', 'wma'],
  'audio/x-ape': ['ape', 'ape'], 'audio/x-wavpack': ['wv', 'wavpack'], 'audio/x-musepack': ['mpc', 'musepack'], 'audio/x-dsf': ['dsf', 'dsd'],
  'audio/x-dff': ['dff', 'dsd'], 'audio/x-tta': ['tta', 'tta'], 'audio/x-matroska': ['mka', 'unknown'],
};
/** Other names apps give the same container or codec. */
const ALIASES: Record<string, string> = { m4a: 'mp4', m4b: 'mp4', oga: 'ogg', wave: 'wav', aif: 'aiff', adts: 'aac', mpeg: 'mp3', lpcm: 'pcm', 'pcm_s16le': 'pcm', 'pcm_s24le': 'pcm' };
const canonical = (name: string) => {
  const lower = name.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
};

export function sourceStream(facts: SourceFacts): StreamDetails {
  const mime = facts.mime.trim().toLowerCase();
  let [container, codec] = SOURCES[mime.split(';')[0] ?? ''] ?? [mime.split('/')[1] ?? 'unknown', 'unknown'];
  if (mime.includes('alac')) codec = 'alac';
  if (mime.startsWith('audio/ogg')) [container, codec] = ['ogg', /\.opus$/i.test(facts.path) ? 'opus' : 'vorbis'];
  return {
    protocol: 'http',
    container,
    codec,
    ...(facts.bitrate !== null ? { audioBitrate: Math.round(facts.bitrate) } : {}),
    ...(facts.sampleRate ? { audioSamplerate: facts.sampleRate } : {}),
  };
}

/** What the transcoder makes, by the profile's container and codec. */
function formatOf(profile: TranscodingProfile): TranscodeFormat | null {
  const [container, codec] = [canonical(profile.container), canonical(profile.audioCodec)];
  if (codec === 'mp3' && container === 'mp3') return 'mp3';
  if (codec === 'opus' && (container === 'ogg' || container === 'opus')) return 'opus';
  if (codec === 'aac' && container === 'aac') return 'aac';
  return null;
}
const OUTPUT: Record<TranscodeFormat, { container: string; codec: string; samplerate: number }> = {
  mp3: { container: 'mp3', codec: 'mp3', samplerate: 44100 },
  opus: { container: 'ogg', codec: 'opus', samplerate: 48000 },
  aac: { container: 'aac', codec: 'aac', samplerate: 44100 },
};
/** The transcoder's range, and what it encodes at when nothing says. */
const MIN_BPS = 32_000;
const MAX_BPS = 320_000;
const DEFAULT_BPS = 192_000;

const numberOf = (stream: StreamDetails, name: Limitation['name']): number | string | undefined =>
  name === 'audioBitrate' ? stream.audioBitrate : name === 'audioSamplerate' ? stream.audioSamplerate : name === 'audioChannels' ? stream.audioChannels : undefined;

/** Whether a stream meets one limitation; a value the server does not know fails only a required one. */
function meets(stream: StreamDetails, limitation: Limitation): boolean {
  const value = numberOf(stream, limitation.name);
  if (value === undefined) return !limitation.required;
  const values = limitation.values.map(Number).filter(Number.isFinite);
  const [first] = values;
  switch (limitation.comparison) {
    case 'Equals':
      return values.includes(Number(value));
    case 'NotEquals':
      return !values.includes(Number(value));
    case 'LessThanEqual':
      return first === undefined || Number(value) <= first;
    case 'GreaterThanEqual':
      return first === undefined || Number(value) >= first;
  }
}

const limitationsOf = (profiles: CodecProfile[] | undefined, codec: string) =>
  (profiles ?? []).filter((p) => p.type === 'AudioCodec' && canonical(p.name) === codec).flatMap((p) => p.limitations ?? []);

const REASONS: Record<Limitation['name'], string> = {
  audioBitrate: 'AudioBitrateNotSupported', audioSamplerate: 'AudioSampleRateNotSupported', audioChannels: 'AudioChannelsNotSupported',
  audioBitdepth: 'AudioBitDepthNotSupported', audioProfile: 'AudioProfileNotSupported',
};

/** Why a direct play profile does not take the source; null when it does. */
function directPlayRefusal(profile: DirectPlayProfile, source: StreamDetails, info: ClientInfo): string | null {
  const has = (list: string[], value: string) => list.length === 0 || list.some((item) => canonical(item) === value);
  if (!has(profile.containers, source.container)) return 'ContainerNotSupported';
  if (!has(profile.audioCodecs, source.codec)) return 'AudioCodecNotSupported';
  if (!has(profile.protocols, 'http')) return 'ProtocolNotSupported';
  if (info.maxAudioBitrate && source.audioBitrate !== undefined && source.audioBitrate > info.maxAudioBitrate) return 'AudioBitrateNotSupported';
  const failed = limitationsOf(info.codecProfiles, source.codec).find((limitation) => !meets(source, limitation));
  return failed ? REASONS[failed.name] : null;
}

/** The stream a transcoding profile gives, or null when the transcoder cannot make it for this device. */
function transcodeFor(profile: TranscodingProfile, source: StreamDetails, info: ClientInfo): { format: TranscodeFormat; stream: StreamDetails } | null {
  const format = formatOf(profile);
  if (!format || canonical(profile.protocol) !== 'http') return null;
  // The transcoder always writes stereo.
  if (profile.maxAudioChannels !== undefined && profile.maxAudioChannels > 0 && profile.maxAudioChannels < 2) return null;
  const limitations = limitationsOf(info.codecProfiles, format === 'opus' ? 'opus' : format);
  const bitrateCaps = limitations.filter((l) => l.name === 'audioBitrate' && l.comparison === 'LessThanEqual').map((l) => Number(l.values[0]));
  // Never above the source's own rate: a transcode adds no quality.
  const caps = [info.maxTranscodingAudioBitrate, info.maxAudioBitrate, source.audioBitrate, ...bitrateCaps].filter((cap): cap is number => typeof cap === 'number' && Number.isFinite(cap) && cap > 0);
  const bitrate = Math.min(MAX_BPS, DEFAULT_BPS, ...caps.map((cap) => Math.max(cap, 0)));
  if (bitrate < MIN_BPS) return null;
  const kbps = Math.floor(bitrate / 1000);
  const output = OUTPUT[format];
  const stream: StreamDetails = { protocol: 'http', container: output.container, codec: output.codec, audioChannels: 2, audioBitrate: kbps * 1000, audioSamplerate: output.samplerate };
  return limitations.every((limitation) => meets(stream, limitation)) ? { format, stream } : null;
}

/** The decision for one source and device; `canEncode` is false when the server has no ffmpeg. */
export function decideTranscode(facts: SourceFacts, info: ClientInfo, canEncode: boolean): TranscodeDecision {
  const source = sourceStream(facts);
  const reasons = (info.directPlayProfiles ?? []).map((profile) => directPlayRefusal(profile, source, info));
  const transcode = canEncode ? (info.transcodingProfiles ?? []).map((profile) => transcodeFor(profile, source, info)).find((choice) => choice !== null) : undefined;
  const canTranscode = transcode !== undefined && transcode !== null;
  if (reasons.some((reason) => reason === null)) return { canDirectPlay: true, canTranscode, transcodeParams: 'raw', sourceStream: source };
  const transcodeReason = reasons.length ? (reasons as string[]) : ['NoDirectPlayProfile'];
  if (!transcode) {
    const errorReason = canEncode ? 'None of the transcoding profiles is one this server makes (MP3, Opus in Ogg or AAC in ADTS, over HTTP)' : 'The server has no ffmpeg, so it cannot transcode';
    return { canDirectPlay: false, canTranscode: false, transcodeReason, errorReason, sourceStream: source };
  }
  return { canDirectPlay: false, canTranscode: true, transcodeReason, transcodeParams: `${transcode.format}.${(transcode.stream.audioBitrate as number) / 1000}`, sourceStream: source, transcodeStream: transcode.stream };
}

/** `transcodeParams` read back: the original, or a format and bit rate (kbit/s); null when it is not one of ours. */
export function readTranscodeParams(raw: string): { format: TranscodeFormat; kbps: number } | 'raw' | null {
  if (raw === 'raw') return 'raw';
  const match = /^(mp3|opus|aac)\.(\d{2,3})$/.exec(raw);
  if (!match) return null;
  const kbps = Number(match[2]);
  return kbps * 1000 >= MIN_BPS && kbps * 1000 <= MAX_BPS ? { format: match[1] as TranscodeFormat, kbps } : null;
}
