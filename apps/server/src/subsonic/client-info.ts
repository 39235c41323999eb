/**
 * The device profile an app posts to OpenSubsonic's `getTranscodeDecision` (the `ClientInfo` payload:
 * direct play profiles, transcoding profiles in priority order, codec limitations), read from the raw
 * JSON body. Anything malformed is error 10 naming what is wrong, never a 5xx; well-formed names the
 * server does not know (a codec it has never heard of) are not errors: they simply never match.
 */
import { Ajv } from 'ajv';
import { ErrorCode, SubsonicError } from './response.js';

export type Comparison = 'Equals' | 'NotEquals' | 'LessThanEqual' | 'GreaterThanEqual';
export type LimitationName = 'audioChannels' | 'audioBitrate' | 'audioProfile' | 'audioSamplerate' | 'audioBitdepth';

export interface Limitation {
  name: LimitationName;
  comparison: Comparison;
  values: string[];
  required: boolean;
}

export interface DirectPlayProfile {
  containers: string[];
  audioCodecs: string[];
  protocols: string[];
  maxAudioChannels?: number;
}

export interface TranscodingProfile {
  container: string;
  audioCodec: string;
  protocol: string;
  maxAudioChannels?: number;
}

export interface CodecProfile {
  type: string;
  name: string;
  limitations?: Limitation[];
}

export interface ClientInfo {
  name: string;
  platform: string;
  maxAudioBitrate?: number;
  maxTranscodingAudioBitrate?: number;
  directPlayProfiles?: DirectPlayProfile[];
  transcodingProfiles?: TranscodingProfile[];
  codecProfiles?: CodecProfile[];
}

/** Far more than any real device lists; a body past these is not a device profile. */
const MAX_PROFILES = 100;
const MAX_NAMES = 50;
const NAME = { type: 'string', maxLength: 64 } as const;
const NAMES = { type: 'array', maxItems: MAX_NAMES, items: NAME } as const;
const COUNT = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const;

const schema = {
  type: 'object',
  required: ['name', 'platform'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    platform: { type: 'string', maxLength: 200 },
    maxAudioBitrate: COUNT,
    maxTranscodingAudioBitrate: COUNT,
    directPlayProfiles: {
      type: 'array',
      maxItems: MAX_PROFILES,
      items: { type: 'object', required: ['containers', 'audioCodecs', 'protocols'], properties: { containers: NAMES, audioCodecs: NAMES, protocols: NAMES, maxAudioChannels: COUNT } },
    },
    transcodingProfiles: {
      type: 'array',
      maxItems: MAX_PROFILES,
      items: { type: 'object', required: ['container', 'audioCodec', 'protocol'], properties: { container: NAME, audioCodec: NAME, protocol: NAME, maxAudioChannels: COUNT } },
    },
    codecProfiles: {
      type: 'array',
      maxItems: MAX_PROFILES,
      items: {
        type: 'object',
        required: ['type', 'name'],
        properties: {
          type: NAME,
          name: NAME,
          limitations: {
            type: 'array',
            maxItems: MAX_NAMES,
            items: {
              type: 'object',
              required: ['name', 'comparison', 'values', 'required'],
              properties: {
                name: { enum: ['audioChannels', 'audioBitrate', 'audioProfile', 'audioSamplerate', 'audioBitdepth'] },
                comparison: { enum: ['Equals', 'NotEquals', 'LessThanEqual', 'GreaterThanEqual'] },
                values: NAMES,
                required: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  },
} as const;

const validate = new Ajv({ allErrors: false, strict: false }).compile<ClientInfo>(schema);

const refused = (message: string) => new SubsonicError(ErrorCode.missingParameter, message);

/** The ClientInfo in a request body (the raw JSON text), or error 10. */
export function readClientInfo(body: unknown): ClientInfo {
  if (typeof body !== 'string' || !body.trim()) throw refused("getTranscodeDecision needs the client's profile (ClientInfo) as a JSON body in a POST");
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw refused('The request body is not valid JSON');
  }
  if (!validate(value)) {
    const error = validate.errors?.[0];
    throw refused(`The client profile is not valid: ${error?.instancePath || 'the body'} ${error?.message ?? ''}`.trim());
  }
  return value;
}
