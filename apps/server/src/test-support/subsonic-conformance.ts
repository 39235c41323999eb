import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

/**
 * Checks Subsonic answers against the two published descriptions: XML against the Subsonic 1.16.1
 * XSD (with xmllint compiled to WebAssembly) and JSON/JSONP against the OpenSubsonic OpenAPI schemas
 * (with Ajv). Third-party files are not committed here: they are read from the team's shared folder
 * beside the repository (`../shared/subsonic-fixtures`), or from TANGERINE_SUBSONIC_FIXTURES
 * (./subsonic-fixtures/README.md says which files and where they come from).
 */

const FIXTURES = process.env['TANGERINE_SUBSONIC_FIXTURES'] ?? fileURLToPath(new URL('../../../../../shared/subsonic-fixtures/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);
const FILES = ['subsonic-rest-api-1.16.1.xsd', 'open-subsonic-openapi.json'] as const;

/** Whether both reference descriptions are there; the tests that need them say so when they skip. */
export const SUBSONIC_SCHEMAS = { available: FILES.every((name) => fs.existsSync(fixture(name))), where: FIXTURES };
const XSD = SUBSONIC_SCHEMAS.available ? fs.readFileSync(fixture('subsonic-rest-api-1.16.1.xsd'), 'utf8') : '';
const OPEN_API = (SUBSONIC_SCHEMAS.available ? JSON.parse(fs.readFileSync(fixture('open-subsonic-openapi.json'), 'utf8')) : { files: {} }) as { files: Record<string, Record<string, unknown>> };
if (!SUBSONIC_SCHEMAS.available) console.warn(`Subsonic XSD and OpenSubsonic schema not found in ${FIXTURES}: the schema checks are skipped (test-support/subsonic-fixtures/README.md).`);

/**
 * What OpenSubsonic adds to the Subsonic XML, which the 1.16.1 XSD (closed types) cannot know: the
 * envelope's identity, the `mediaType` and `genres` of songs and albums, and whole answers that only
 * OpenSubsonic defines. These are removed before the XSD check; the JSON check covers them. Each
 * name is checked to be in the OpenSubsonic schema of that type (subsonic-conformance.test.ts).
 */
export const OPEN_SUBSONIC_XML_ADDITIONS = {
  // AlbumID3's userRating: the listener's rating, which only OpenSubsonic's AlbumID3 has.
  attributes: { 'subsonic-response': ['type', 'serverVersion', 'openSubsonic'], Child: ['mediaType', 'displayArtist', 'displayAlbumArtist'], AlbumID3: ['userRating', 'displayArtist'], error: ['helpUrl'] },
  elements: { Child: ['genres', 'artists', 'albumArtists'], AlbumID3: ['genres', 'artists'] },
  /** Answers whose element only OpenSubsonic defines: the XSD checks the envelope around them. */
  answers: ['openSubsonicExtensions', 'lyricsList', 'playQueueByIndex', 'tokenInfo', 'podcastEpisode', 'transcodeDecision'],
  /** Attributes OpenSubsonic retypes: every id is a string there, while the XSD has PlayQueue@current as xs:int. */
  retyped: { playQueue: ['current'] },
} as const;

/** Element names whose type is the XSD's Child or AlbumID3, as our answers use them. */
const CHILD_ELEMENTS = new Set(['song', 'entry', 'child', 'episode']);
const isAlbumId3 = (name: string, parent: string) => name === 'album' && ['albumList2', 'searchResult3', 'starred2', 'artist', 'subsonic-response'].includes(parent);
const isChild = (name: string, parent: string) => CHILD_ELEMENTS.has(name) || (name === 'album' && ['albumList', 'searchResult2', 'starred'].includes(parent));

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, parseTagValue: false, parseAttributeValue: false, trimValues: false });
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, suppressEmptyNode: true });
const tagOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') as string;

function strip(nodes: OrderedNode[], parent: string, parentType: string): OrderedNode[] {
  const out: OrderedNode[] = [];
  const droppedElements: readonly string[] = (OPEN_SUBSONIC_XML_ADDITIONS.elements as Record<string, readonly string[]>)[parentType] ?? [];
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text' || tag === '?xml') {
      out.push(node);
      continue;
    }
    if (droppedElements.includes(tag)) continue;
    if (parent === 'subsonic-response' && (OPEN_SUBSONIC_XML_ADDITIONS.answers as readonly string[]).includes(tag)) continue;
    const type = isChild(tag, parent) ? 'Child' : isAlbumId3(tag, parent) ? 'AlbumID3' : tag;
    const attributes = { ...(node[':@'] ?? {}) };
    const removed = [...((OPEN_SUBSONIC_XML_ADDITIONS.attributes as Record<string, readonly string[]>)[type] ?? []), ...((OPEN_SUBSONIC_XML_ADDITIONS.retyped as Record<string, readonly string[]>)[type] ?? [])];
    for (const name of removed) delete attributes[name];
    out.push({ [tag]: strip(node[tag] as OrderedNode[], tag, type), ...(Object.keys(attributes).length ? { ':@': attributes } : {}) });
  }
  return out;
}

/** The XML without the OpenSubsonic additions, for the 1.16.1 XSD. */
export function subsonicOnlyXml(xml: string): string {
  return builder.build(strip(parser.parse(xml) as OrderedNode[], '', '')) as string;
}

/** XSD errors of each document (name → messages); empty when all are valid. One xmllint run for all. */
export async function xsdErrors(documents: readonly { name: string; xml: string }[]): Promise<string[]> {
  if (!documents.length) return [];
  const result = await validateXML({
    xml: documents.map((document, i) => ({ fileName: `answer-${i}.xml`, contents: subsonicOnlyXml(document.xml) })),
    schema: { fileName: 'subsonic-rest-api-1.16.1.xsd', contents: XSD },
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => {
    const index = Number(/answer-(\d+)\.xml/.exec(error.rawMessage)?.[1]);
    return `${documents[index]?.name ?? '?'}: ${error.message.trim()}`;
  });
}

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const BASE = 'https://opensubsonic.invalid/openapi/';
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('float', true);
ajv.addFormat('binary', true);
for (const [path, schema] of Object.entries(OPEN_API.files)) ajv.addSchema({ ...schema, $id: BASE + path });

const validators = new Map<string, ValidateFunction>();

/** The OpenSubsonic schema of a method's JSON answer, from its endpoint file's 200 response. */
function validatorOf(method: string): ValidateFunction | undefined {
  const cached = validators.get(method);
  if (cached) return cached;
  type Operation = { responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }> };
  const endpoint = OPEN_API.files[`endpoints/${method}.json`] as { get?: Operation; post?: Operation } | undefined;
  // getTranscodeDecision is POST only.
  let response = (endpoint?.get ?? endpoint?.post)?.responses?.['200'];
  let at = new URL(`endpoints/${method}.json`, BASE);
  if (response?.$ref) {
    at = new URL(response.$ref, at);
    response = OPEN_API.files[at.href.slice(BASE.length)] as typeof response;
  }
  const schema = response?.content?.['application/json']?.schema;
  const ref = schema?.$ref;
  if (!schema) return undefined;
  // A response given inline (the transcoding extension's) describes the answer inside the envelope.
  const validate = ref
    ? ajv.compile({ $ref: new URL(ref, at).href })
    : ajv.compile({
        $id: new URL(`${method}.inline.json`, at).href,
        type: 'object',
        required: ['subsonic-response'],
        properties: { 'subsonic-response': { allOf: [{ $ref: new URL('schemas/SubsonicResponse/SubsonicBaseResponse.json', BASE).href }, schema] } },
      });
  validators.set(method, validate);
  return validate;
}

/** Ajv errors of a JSON answer against its method's OpenSubsonic schema. */
export function openSubsonicErrors(method: string, answer: unknown): string[] {
  const validate = validatorOf(method);
  if (!validate) return [`${method}: no OpenSubsonic schema`];
  if (validate(answer)) return [];
  // An ok answer fails the failure branch of the envelope's oneOf too: those three errors say nothing.
  const ok = (answer as { 'subsonic-response'?: { status?: string } })['subsonic-response']?.status === 'ok';
  const failureBranch = (error: ErrorObject) =>
    (error.instancePath === '/subsonic-response' && (error.keyword === 'oneOf' || (error.keyword === 'required' && (error.params as { missingProperty?: string }).missingProperty === 'error'))) ||
    (error.instancePath === '/subsonic-response/status' && error.keyword === 'enum');
  return (validate.errors ?? []).filter((error) => !(ok && failureBranch(error))).map((error) => `${method}: ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}

/** The properties an OpenSubsonic schema file declares (following allOf). */
export function schemaProperties(path: string): string[] {
  const schema = OPEN_API.files[path] as { properties?: Record<string, unknown>; allOf?: { $ref?: string; properties?: Record<string, unknown> }[] } | undefined;
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const inherited = (schema.allOf ?? []).flatMap((part) => (part.$ref ? schemaProperties(new URL(part.$ref, BASE + path).href.slice(BASE.length)) : Object.keys(part.properties ?? {})));
  return [...own, ...inherited];
}

export interface RecordedAnswer {
  method: string;
  format: 'xml' | 'json' | 'jsonp';
  url: string;
  statusCode: number;
  contentType: string;
  body: string;
}

/** Keeps every /rest answer with a Subsonic body (not audio or images) the app sends. */
export function recordSubsonicAnswers(app: FastifyInstance): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const match = /^\/rest\/([^/?.]+)(?:\.view)?/.exec(request.url);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const format = contentType.startsWith('text/xml') ? 'xml' : contentType.startsWith('application/json') ? 'json' : contentType.startsWith('application/javascript') ? 'jsonp' : undefined;
    // Shared answers go out as their kept bytes, the others as text.
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (match && format && body !== undefined) answers.push({ method: match[1] as string, format, url: request.url, statusCode: reply.statusCode, contentType, body });
    return payload;
  });
  return answers;
}

/** The JSON inside a JSONP answer `callback({...});`. */
export const unwrapJsonp = (body: string): unknown => JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));

/** Every recorded answer checked: XML against the XSD, JSON and JSONP against OpenSubsonic. */
export async function conformanceErrors(answers: readonly RecordedAnswer[]): Promise<string[]> {
  const json = answers.filter((a) => a.format !== 'xml').flatMap((a) => openSubsonicErrors(a.method, a.format === 'json' ? JSON.parse(a.body) : unwrapJsonp(a.body)).map((e) => `${a.url}: ${e}`));
  const xml = await xsdErrors(answers.filter((a) => a.format === 'xml').map((a) => ({ name: a.url, xml: a.body })));
  return [...json, ...xml];
}

/** Ajv errors of a value against one OpenSubsonic schema file (for answers whose endpoint file gives no envelope). */
export function schemaFileErrors(path: string, value: unknown): string[] {
  const validate = ajv.getSchema(BASE + path);
  if (!validate) return [`${path}: no such OpenSubsonic schema`];
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${path}: ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}

/** One vendored OpenSubsonic schema file, by its path under openapi/. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema read for a test's look at one field
export const openSubsonicSchema = (path: string): any => OPEN_API.files[path];

/** Every endpoint the OpenSubsonic description has (its endpoints/<name>.json files). */
export const openSubsonicEndpoints = (): string[] =>
  Object.keys(OPEN_API.files)
    .filter((path) => /^endpoints\/[^/]+\.json$/.test(path))
    .map((path) => path.slice('endpoints/'.length, -'.json'.length));
