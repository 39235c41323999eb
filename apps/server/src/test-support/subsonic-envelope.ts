/** What the /rest fuzzer needs: every method the plugin serves, and a check that an answer is a Subsonic envelope. */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DENIED_METHODS } from '../subsonic/plugin.js';
import { API_VERSION, ErrorCode } from '../subsonic/response.js';

const SUBSONIC_DIR = path.resolve(import.meta.dirname, '..', 'subsonic');

/** Every method of every `*-methods.ts` group (a new group is picked up by its name) and the refused administration. */
export async function subsonicMethodNames(): Promise<string[]> {
  const names = new Set<string>(DENIED_METHODS);
  for (const file of fs.readdirSync(SUBSONIC_DIR).filter((f) => f.endsWith('-methods.ts'))) {
    const group = (await import(path.join(SUBSONIC_DIR, file))) as Record<string, unknown>;
    for (const table of Object.values(group)) {
      if (table && typeof table === 'object') for (const [name, method] of Object.entries(table)) if (typeof method === 'function') names.add(name);
    }
  }
  return [...names].sort();
}

const CODES = new Set<number>(Object.values(ErrorCode));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

function checkPayload(answer: Record<string, unknown> | undefined): string[] {
  if (!answer) return ['no subsonic-response'];
  const problems: string[] = [];
  if (answer['status'] !== 'ok' && answer['status'] !== 'failed') problems.push(`status ${String(answer['status'])}`);
  if (answer['version'] !== API_VERSION) problems.push(`version ${String(answer['version'])}`);
  if (answer['status'] === 'failed') {
    const error = answer['error'] as { code?: unknown; message?: unknown } | undefined;
    if (!CODES.has(Number(error?.code))) problems.push(`error code ${String(error?.code)}`);
    if (typeof error?.message !== 'string' || !error.message) problems.push('error without a message');
  }
  return problems;
}

const json = (text: string): Record<string, unknown> | undefined => {
  try {
    return (JSON.parse(text) as Record<string, Record<string, unknown>>)['subsonic-response'];
  } catch {
    return undefined;
  }
};

/**
 * Problems with an answer in `format` ('json', 'xml', 'jsonp' with `callback`): the type, the
 * envelope's status, version and error code. A refused JSONP callback must come back as JSON.
 */
export function envelopeProblems(format: string | undefined, callback: string | undefined, contentType: string, body: string): string[] {
  const type = contentType.split(';')[0];
  const wrapped = format === 'jsonp' && callback !== undefined && /^[A-Za-z_$][\w$]{0,63}$/.test(callback);
  if (format === 'json' || (format === 'jsonp' && !wrapped)) return type === 'application/json' ? checkPayload(json(body)) : [`type ${type} for JSON`];
  if (wrapped) {
    if (type !== 'application/javascript') return [`type ${type} for JSONP`];
    if (!body.startsWith(`${callback}(`) || !body.endsWith(');')) return ['not wrapped in the callback'];
    return checkPayload(json(body.slice(callback.length + 1, -2)));
  }
  // XML: the default, and what any other `f` gets.
  if (type !== 'text/xml') return [`type ${type} for XML`];
  if (XMLValidator.validate(body) !== true) return ['XML that does not parse'];
  const root = (parser.parse(body) as Record<string, Record<string, unknown>>)['subsonic-response'];
  if (!root) return ['no subsonic-response element'];
  const attributes = Object.fromEntries(Object.entries(root).filter(([k]) => k.startsWith('@')).map(([k, v]) => [k.slice(1), v]));
  const error = root['error'] as Record<string, unknown> | undefined;
  return checkPayload({ ...attributes, ...(error ? { error: { code: error['@code'], message: error['@message'] } } : {}) });
}
