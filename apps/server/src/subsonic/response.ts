import type { FastifyReply } from 'fastify';
import { XMLBuilder } from 'fast-xml-parser';

/** The Subsonic REST protocol version served, and the OpenSubsonic identity of every answer. */
export const API_VERSION = '1.16.1';
export const SERVER_TYPE = 'tangerine';
export const SERVER_VERSION = '0.1.0';
export const XML_NAMESPACE = 'http://subsonic.org/restapi';

/** An answer's payload: plain JSON values, the shapes of the Subsonic schema. */
export type Payload = { [key: string]: unknown };

/** The error codes of the Subsonic contract. */
export const ErrorCode = {
  generic: 0,
  missingParameter: 10,
  clientMustUpgrade: 20,
  serverMustUpgrade: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  authNotSupported: 42,
  conflictingAuth: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const;

export class SubsonicError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status: 200 as the contract says, except what is not a Subsonic answer (rate limit). */
    readonly httpStatus = 200,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const missing = (name: string) => new SubsonicError(ErrorCode.missingParameter, `Required parameter '${name}' is missing`);
export const notFound = (what: string) => new SubsonicError(ErrorCode.notFound, `${what} not found`);
export const notAuthorized = (message = 'User is not authorized for the given operation') => new SubsonicError(ErrorCode.notAuthorized, message);

export type Format = 'json' | 'xml' | 'jsonp';

/** A JSONP callback must be a plain identifier: anything else would run as script from our origin. */
const JSONP_CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/;
export const isJsonpCallback = (callback: string | undefined): callback is string => callback !== undefined && JSONP_CALLBACK.test(callback);

const serialized = new WeakMap<Payload, string>();

/**
 * A shared (cached) part of an answer whose JSON text is kept with it: answers built from the cache
 * splice the text in instead of serializing the same albums and songs for every request.
 */
export class Prerendered {
  constructor(readonly value: Payload) {}

  get json(): string {
    return jsonOf(this.value);
  }
}

/** A shared object's JSON, kept with it. */
function jsonOf(value: Payload): string {
  let text = serialized.get(value);
  if (text === undefined) serialized.set(value, (text = JSON.stringify(value)));
  return text;
}

/**
 * Lists of shared items with a listener's marks laid over a few (copies): each shared item's JSON is
 * kept with it, so only the copies are serialized for the answer.
 */
export class PrerenderedLists extends Prerendered {
  constructor(readonly lists: Record<string, readonly Payload[]>) {
    super(lists);
  }

  override get json(): string {
    return `{${Object.entries(this.lists)
      .map(([key, items]) => `${JSON.stringify(key)}:[${items.map(jsonOf).join(',')}]`)
      .join(',')}}`;
  }
}

function envelope(status: 'ok' | 'failed', payload: Payload): Payload {
  return { status, version: API_VERSION, type: SERVER_TYPE, serverVersion: SERVER_VERSION, openSubsonic: true, ...payload };
}

/** Elements whose scalar fields the XSD gives as child elements with text, not attributes. */
const TEXT_ELEMENTS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  ['artistInfo', 'artistInfo2', 'albumInfo'].map((name) => [name, new Set(['biography', 'notes', 'musicBrainzId', 'lastFmUrl', 'smallImageUrl', 'mediumImageUrl', 'largeImageUrl'])]),
);

/**
 * JSON to the Subsonic XML form: scalars are attributes (or, where the XSD says so, child elements
 * with text), objects child elements, arrays repeated elements, and a `value` field (lyrics lines)
 * the element's text.
 */
function toXmlNode(value: Payload, name = ''): Record<string, unknown> {
  const node: Record<string, unknown> = {};
  const texts = TEXT_ELEMENTS[name];
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === null) continue;
    if (field instanceof Prerendered) node[key] = toXmlNode(field.value, key);
    else if (Array.isArray(field)) node[key] = field.map((item) => (typeof item === 'object' && item !== null ? toXmlNode(item as Payload, key) : { '#text': String(item) }));
    else if (typeof field === 'object') node[key] = toXmlNode(field as Payload, key);
    // A cue line's text is an attribute (its cues are its children); elsewhere `value` is the element's text.
    else if (key === 'value' && name !== 'cueLine') node['#text'] = String(field);
    else if (texts?.has(key)) node[key] = { '#text': String(field) };
    else node[`@_${key}`] = String(field);
  }
  return node;
}

const xmlBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, suppressBooleanAttributes: false, processEntities: true });

export function render(format: Format, callback: string | undefined, status: 'ok' | 'failed', payload: Payload): { type: string; body: string } {
  const body = envelope(status, payload);
  if (format === 'xml') {
    const xml = xmlBuilder.build({ 'subsonic-response': { '@_xmlns': XML_NAMESPACE, ...toXmlNode(body) } }) as string;
    return { type: 'text/xml; charset=utf-8', body: `<?xml version="1.0" encoding="UTF-8"?>${xml}` };
  }
  const spliced = Object.entries(body).filter((entry): entry is [string, Prerendered] => entry[1] instanceof Prerendered);
  const plain = spliced.length ? Object.fromEntries(Object.entries(body).filter(([, value]) => !(value instanceof Prerendered))) : body;
  const json = `{"subsonic-response":${JSON.stringify(plain).slice(0, -1)}${spliced.map(([key, part]) => `,${JSON.stringify(key)}:${part.json}`).join('')}}}`;
  // A refused callback is never echoed: the answer falls back to plain JSON.
  if (format === 'jsonp' && isJsonpCallback(callback)) return { type: 'application/javascript; charset=utf-8', body: `${callback}(${json});` };
  return { type: 'application/json; charset=utf-8', body: json };
}

/** Bodies of whole answers that are one shared part, by format (and JSONP callback), kept with that part. */
const bodies = new WeakMap<Payload, Map<string, { type: string; body: Buffer }>>();
/** Formats and callbacks kept per shared part: JSONP callbacks an app makes up per call are not all kept. */
const BODIES_PER_PART = 8;

/**
 * An answer that is one shared part (a cached album, list or search no listener's marks changed)
 * is the same bytes for every listener until the part leaves its cache: rendered and encoded once.
 */
function sharedBody(format: Format, callback: string | undefined, payload: Payload): { type: string; body: Buffer } | undefined {
  const keys = Object.keys(payload);
  const part = keys.length === 1 ? payload[keys[0] as string] : undefined;
  if (!(part instanceof Prerendered) || part instanceof PrerenderedLists) return undefined;
  const key = `${format}:${format === 'jsonp' ? callback : ''}:${keys[0]}`;
  let kept = bodies.get(part.value);
  if (!kept) bodies.set(part.value, (kept = new Map()));
  let answer = kept.get(key);
  if (!answer) {
    const { type, body } = render(format, callback, 'ok', payload);
    answer = { type, body: Buffer.from(body) };
    if (kept.size < BODIES_PER_PART) kept.set(key, answer);
  }
  return answer;
}

export function sendAnswer(reply: FastifyReply, format: Format, callback: string | undefined, payload: Payload): FastifyReply {
  const { type, body } = sharedBody(format, callback, payload) ?? render(format, callback, 'ok', payload);
  return reply.code(200).type(type).send(body);
}

export function sendError(reply: FastifyReply, format: Format, callback: string | undefined, error: SubsonicError): FastifyReply {
  const { type, body } = render(format, callback, 'failed', { error: { code: error.code, message: error.message } });
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.httpStatus).type(type).send(body);
}
