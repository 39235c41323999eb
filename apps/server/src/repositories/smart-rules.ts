import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Schemas } from '../contract.js';
import { HttpError } from '../http-error.js';

export type SmartRules = Schemas['SmartPlaylistRules'];
type Node = Schemas['SmartRuleNode'];
type Group = Schemas['SmartRuleGroup'];
type Condition = Schemas['SmartRuleCondition'];
type Field = Schemas['SmartRuleField'];
type Op = Condition['op'];

/** Groups nest at most this deep (the top group is 1): deeper sets are refused, never cut. */
export const MAX_RULE_DEPTH = 5;
/** Songs a smart playlist keeps when its rules give no limit. */
export const DEFAULT_SMART_LIMIT = 1000;

type Kind = 'text' | 'number' | 'date' | 'boolean' | 'library';
const KIND: Record<Field, Kind> = {
  title: 'text', artist: 'text', album: 'text', genre: 'text', format: 'text',
  year: 'number', duration: 'number', play_count: 'number', bitrate: 'number',
  date_added: 'date', last_played: 'date', liked: 'boolean', library_folder: 'library',
};
const OPS: Record<Kind, readonly Op[]> = {
  text: ['is', 'is_not', 'contains', 'not_contains', 'starts_with'],
  number: ['is', 'is_not', 'gt', 'lt', 'between'],
  date: ['before', 'after', 'in_last_days', 'not_in_last_days'],
  boolean: ['is'],
  library: ['is', 'is_not'],
};

const bad = (message: string) => new HttpError(400, message, 'bad_request');
const isGroup = (node: Node): node is Group => typeof node === 'object' && node !== null && 'match' in node;

function checkCondition(c: Condition): void {
  const kind = KIND[c.field];
  if (!OPS[kind].includes(c.op)) throw bad(`The operator "${c.op}" does not fit the field "${c.field}" (it takes ${OPS[kind].join(', ')})`);
  const v = c.value;
  const ok =
    c.op === 'between' ? Array.isArray(v) && v[0] !== undefined && v[1] !== undefined && v[0] <= v[1]
    : c.op === 'in_last_days' || c.op === 'not_in_last_days' ? typeof v === 'number' && Number.isInteger(v) && v >= 0
    : kind === 'text' ? typeof v === 'string'
    : kind === 'number' ? typeof v === 'number'
    : kind === 'date' ? typeof v === 'string' && !Number.isNaN(Date.parse(v))
    : kind === 'boolean' ? typeof v === 'boolean'
    : typeof v === 'number' && Number.isInteger(v);
  if (!ok) {
    const wanted =
      c.op === 'between' ? 'two numbers, the lower first' : c.op.endsWith('_days') ? 'a whole number of days' : kind === 'date' ? 'a date' : kind === 'boolean' ? 'true or false' : kind === 'library' ? "a library's id" : `a ${kind}`;
    throw bad(`The field "${c.field}" with "${c.op}" needs ${wanted}`);
  }
}

/** Refuses what the contract's schema cannot say: depth, and operators and values that do not fit their field. */
export function checkRules(rules: SmartRules): void {
  const walk = (group: Group, depth: number) => {
    if (depth > MAX_RULE_DEPTH) throw bad(`Rule groups nest at most ${MAX_RULE_DEPTH} deep`);
    for (const node of group.rules) {
      if (isGroup(node)) walk(node, depth + 1);
      else checkCondition(node as Condition);
    }
  };
  walk(rules, 1);
}

type Eb = ExpressionBuilder<Database & { t: Database['tracks']; ar: Database['artists']; al: Database['albums']; pt: Database['play_tallies'] }, 't' | 'ar' | 'al' | 'pt'>;

/** What each field reads of a song (plays and likes are the listener's own: `pt` is its tally of the song). */
function fieldValue(field: Exclude<Field, 'genre' | 'liked' | 'library_folder'>): RawBuilder<unknown> {
  switch (field) {
    case 'title': return sql`t.title`;
    case 'artist': return sql`ar.name`;
    case 'album': return sql`al.title`;
    case 'year': return sql`t.year`;
    case 'duration': return sql`t.duration`;
    case 'date_added': return sql`t.created_at`;
    // The listener's tally `pt` (migration 114), joined by the query: none for a song never played.
    case 'play_count': return sql`COALESCE(pt.plays, 0)`;
    case 'last_played': return sql`pt.last_played_at`;
    case 'format': return sql`COALESCE((SELECT lf.codec FROM library_files lf WHERE lf.track_id = t.id LIMIT 1), (SELECT mf.mime FROM media_files mf WHERE mf.id = t.audio_file_id))`;
    // The average bitrate: the file's size over the song's length (kbit/s).
    case 'bitrate': return sql`(COALESCE((SELECT lf.size FROM library_files lf WHERE lf.track_id = t.id LIMIT 1), (SELECT mf.size FROM media_files mf WHERE mf.id = t.audio_file_id)) * 8.0 / 1000 / NULLIF(t.duration, 0))`;
  }
}

const likePattern = (text: string, prefix: boolean) => `${prefix ? '' : '%'}${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `nullable: false` for a column that is never null: `LOWER(column)` is then what an index on it holds. */
function textTest(value: Expression<unknown>, op: Op, text: string, nullable = true): RawBuilder<SqlBool> {
  const lowered = nullable ? sql`LOWER(COALESCE(${value}, ''))` : sql`LOWER(${value})`;
  switch (op) {
    case 'is': return sql<SqlBool>`${lowered} = ${text.toLowerCase()}`;
    case 'is_not': return sql<SqlBool>`${lowered} <> ${text.toLowerCase()}`;
    case 'starts_with': return sql<SqlBool>`${lowered} LIKE ${likePattern(text, true)} ESCAPE '\\'`;
    case 'not_contains': return sql<SqlBool>`${lowered} NOT LIKE ${likePattern(text, false)} ESCAPE '\\'`;
    default: return sql<SqlBool>`${lowered} LIKE ${likePattern(text, false)} ESCAPE '\\'`;
  }
}

const daysAgo = (days: number, now: number) => new Date(now - days * 86_400_000).toISOString();

function conditionSql(c: Condition, codeId: number, now: number): RawBuilder<SqlBool> {
  const v = c.value;
  if (c.field === 'genre') {
    // A song of several genres matches "is not" only when none of them is the one named.
    const positive = c.op === 'is_not' ? 'is' : c.op === 'not_contains' ? 'contains' : c.op;
    const exists = sql<SqlBool>`EXISTS (SELECT 1 FROM track_genres g WHERE g.owner_id = t.id AND ${textTest(sql`g.genre`, positive, String(v), false)})`;
    return positive === c.op ? exists : sql<SqlBool>`NOT ${exists}`;
  }
  if (c.field === 'liked') {
    const liked = sql<SqlBool>`EXISTS (SELECT 1 FROM favorites f WHERE f.code_id = ${codeId} AND f.track_id = t.id)`;
    return v === true ? liked : sql<SqlBool>`NOT ${liked}`;
  }
  if (c.field === 'library_folder') {
    const inFolder = sql<SqlBool>`EXISTS (SELECT 1 FROM library_files lf WHERE lf.track_id = t.id AND lf.library_id = ${Number(v)})`;
    return c.op === 'is' ? inFolder : sql<SqlBool>`NOT ${inFolder}`;
  }
  const value = fieldValue(c.field);
  switch (c.op) {
    case 'is': return KIND[c.field] === 'text' ? textTest(value, c.op, String(v)) : sql<SqlBool>`${value} = ${v}`;
    case 'is_not': return KIND[c.field] === 'text' ? textTest(value, c.op, String(v)) : sql<SqlBool>`(${value} IS NULL OR ${value} <> ${v})`;
    case 'contains':
    case 'not_contains':
    case 'starts_with': return textTest(value, c.op, String(v));
    case 'gt': return sql<SqlBool>`${value} > ${v}`;
    case 'lt': return sql<SqlBool>`${value} < ${v}`;
    case 'between': {
      const [low, high] = v as number[];
      return sql<SqlBool>`${value} BETWEEN ${low} AND ${high}`;
    }
    case 'before': return sql<SqlBool>`${value} < ${new Date(String(v)).toISOString()}`;
    case 'after': return sql<SqlBool>`${value} > ${new Date(String(v)).toISOString()}`;
    case 'in_last_days': return sql<SqlBool>`${value} >= ${daysAgo(Number(v), now)}`;
    case 'not_in_last_days': return sql<SqlBool>`(${value} IS NULL OR ${value} < ${daysAgo(Number(v), now)})`;
  }
}

/** The rules as one WHERE expression over `tracks t` joined to `artists ar`, `albums al` and the listener's tally `pt`. */
export function rulesWhere(rules: Group, codeId: number, now: number = Date.now()) {
  const group = (g: Group): RawBuilder<SqlBool> => {
    if (g.rules.length === 0) return sql<SqlBool>`1 = 1`;
    const parts = g.rules.map((node) => (isGroup(node) ? group(node) : conditionSql(node as Condition, codeId, now)));
    return sql<SqlBool>`(${sql.join(parts, sql.raw(g.match === 'all' ? ' AND ' : ' OR '))})`;
  };
  return (_eb: Eb) => group(rules);
}

/** The ORDER BY of the rules' sort (the song's id breaks ties, so the order is stable). */
export function rulesOrder(rules: SmartRules): RawBuilder<unknown> {
  const sort = rules.sort;
  if (!sort) return sql`t.id ASC`;
  if (sort.field === 'random') return sql`RANDOM()`;
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  return sql`${fieldValue(sort.field)} ${direction}, t.id ASC`;
}

/**
 * For a sort by the listener's own plays, the ORDER BY of the songs played (joined as `pt`), in the
 * order of the tally's index; undefined for any other sort.
 */
export function tallyOrder(rules: SmartRules): RawBuilder<unknown> | undefined {
  const field = rules.sort?.field;
  if (field !== 'play_count' && field !== 'last_played') return undefined;
  const direction = sql.raw(rules.sort?.direction === 'desc' ? 'DESC' : 'ASC');
  return sql`${sql.ref(field === 'play_count' ? 'pt.plays' : 'pt.last_played_at')} ${direction}, pt.track_id ASC`;
}
