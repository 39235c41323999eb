import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { AppLogin } from '../subsonic-client.js';

/**
 * A client profile: the requests one Subsonic app sends in its first hour against a server, as its
 * public source code (or, for closed apps, its documented behaviour and issue trackers) shows, each
 * with what the app reads from the answer. Replayed by subsonic-client-profiles.test.ts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read the way apps read them: by field name
export type Answer = Record<string, any>;
export type Query = Record<string, string | string[]>;
/** Values a step keeps for later ones (the first artist's id, the album it opened...). */
export type State = Record<string, string>;

export interface ProfileStep {
  method: string;
  params?: (state: State) => Query;
  /** What the app needs from the answer; may keep values in `state`. */
  check?: (answer: Answer, state: State) => void;
  /** The answer is a file (audio or image), not a Subsonic document: the content type it must have. */
  binary?: RegExp;
  /** The Subsonic error code the app is ready for (it then hides the feature). */
  error?: number;
  /** A JSON body (getTranscodeDecision's device profile): a POST with the parameters in the query. */
  json?: (state: State) => unknown;
}

export interface ClientProfile {
  app: string;
  /** Where the sequence was reconstructed from. */
  source: string;
  /** p in clear, p as enc:hex, or the md5 token with a salt. */
  login: 'password' | 'enc' | 'token';
  version: string;
  client: string;
  format: 'xml' | 'json';
  /** GET with a query; POST with everything in the query (DSub); form POST (the formPost extension). */
  transport: 'get' | 'post-query' | 'form-post';
  steps: ProfileStep[];
}

/** A list as apps read it: JSON drops empty lists and XML has one element for a list of one. */
export const list = (value: unknown): Answer[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: true, textNodeName: 'value' });

function authParams(profile: ClientProfile, login: AppLogin): Query {
  if (profile.login === 'password') return { u: login.username, p: login.password };
  if (profile.login === 'enc') return { u: login.username, p: `enc:${Buffer.from(login.password).toString('hex')}` };
  const salt = crypto.randomBytes(6).toString('hex');
  return { u: login.username, t: crypto.createHash('md5').update(login.password + salt).digest('hex'), s: salt };
}

/** Sends one step the way the app does; answers the parsed subsonic-response (or the raw response for files). */
async function send(app: FastifyInstance, profile: ClientProfile, login: AppLogin, method: string, params: Query, json?: unknown) {
  const all = new URLSearchParams();
  const fields: Query = { ...authParams(profile, login), v: profile.version, c: profile.client, ...(profile.format === 'json' ? { f: 'json' } : {}), ...params };
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) all.append(name, one);
  const url = `/rest/${method}.view`;
  if (json !== undefined) return app.inject({ method: 'POST', url: `${url}?${all}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(json) });
  if (profile.transport === 'get') return app.inject({ url: `${url}?${all}` });
  if (profile.transport === 'post-query') return app.inject({ method: 'POST', url: `${url}?${all}` });
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: all.toString() });
}

/** Replays a profile; every step's answer must be what the app can use. Answers the steps run. */
export async function replay(app: FastifyInstance, profile: ClientProfile, login: AppLogin): Promise<number> {
  const state: State = { username: login.username };
  for (const [index, step] of profile.steps.entries()) {
    const label = `${profile.app} step ${index + 1} (${step.method})`;
    const response = await send(app, profile, login, step.method, step.params?.(state) ?? {}, step.json?.(state));
    expect(response.statusCode, `${label}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(300);
    if (step.binary) {
      expect(String(response.headers['content-type']), `${label}: ${response.body.slice(0, 200)}`).toMatch(step.binary);
      expect(response.rawPayload.length, label).toBeGreaterThan(0);
      continue;
    }
    const type = String(response.headers['content-type']);
    expect(type, label).toMatch(profile.format === 'xml' ? /^text\/xml/ : /^application\/json/);
    const answer = (profile.format === 'xml' ? xml.parse(response.body) : JSON.parse(response.body))['subsonic-response'] as Answer;
    if (step.error !== undefined) {
      expect({ status: answer['status'], code: answer['error']?.code }, label).toEqual({ status: 'failed', code: step.error });
      continue;
    }
    expect(answer['status'], `${label}: ${response.body.slice(0, 300)}`).toBe('ok');
    step.check?.(answer, state);
  }
  return profile.steps.length;
}
