import type { MessageId } from '../../i18n/i18n';

/** The fields and operators the smart playlist editor offers (the contract's SmartRuleField and operators). */
export type SmartRuleKind = 'text' | 'number' | 'date' | 'boolean' | 'library';

/** Each label is a key of the catalogues (the editor shows it in the active locale). */
export const SMART_FIELDS: ReadonlyArray<{ value: string; labelKey: MessageId; kind: SmartRuleKind }> = [
  { value: 'title', labelKey: 'smartPlaylist.fieldTitle', kind: 'text' },
  { value: 'artist', labelKey: 'smartPlaylist.fieldArtist', kind: 'text' },
  { value: 'album', labelKey: 'smartPlaylist.fieldAlbum', kind: 'text' },
  { value: 'genre', labelKey: 'smartPlaylist.fieldGenre', kind: 'text' },
  { value: 'year', labelKey: 'smartPlaylist.fieldYear', kind: 'number' },
  { value: 'duration', labelKey: 'smartPlaylist.fieldDuration', kind: 'number' },
  { value: 'date_added', labelKey: 'smartPlaylist.fieldDateAdded', kind: 'date' },
  { value: 'play_count', labelKey: 'smartPlaylist.fieldPlayCount', kind: 'number' },
  { value: 'last_played', labelKey: 'smartPlaylist.fieldLastPlayed', kind: 'date' },
  { value: 'liked', labelKey: 'smartPlaylist.fieldLiked', kind: 'boolean' },
  { value: 'format', labelKey: 'smartPlaylist.fieldFormat', kind: 'text' },
  { value: 'bitrate', labelKey: 'smartPlaylist.fieldBitrate', kind: 'number' },
  { value: 'library_folder', labelKey: 'smartPlaylist.fieldLibraryFolder', kind: 'library' },
];

const OP_LABELS: Record<string, MessageId> = {
  is: 'smartPlaylist.opIs', is_not: 'smartPlaylist.opIsNot', contains: 'smartPlaylist.opContains', not_contains: 'smartPlaylist.opNotContains',
  starts_with: 'smartPlaylist.opStartsWith', gt: 'smartPlaylist.opGt', lt: 'smartPlaylist.opLt', between: 'smartPlaylist.opBetween',
  before: 'smartPlaylist.opBefore', after: 'smartPlaylist.opAfter', in_last_days: 'smartPlaylist.opInLastDays', not_in_last_days: 'smartPlaylist.opNotInLastDays',
};

const OPS: Record<SmartRuleKind, readonly string[]> = {
  text: ['is', 'is_not', 'contains', 'not_contains', 'starts_with'],
  number: ['is', 'is_not', 'gt', 'lt', 'between'],
  date: ['in_last_days', 'not_in_last_days', 'before', 'after'],
  boolean: ['is'],
  library: ['is', 'is_not'],
};

export const kindOf = (field: string): SmartRuleKind => SMART_FIELDS.find((f) => f.value === field)?.kind ?? 'text';
export const opsFor = (field: string) => OPS[kindOf(field)].map((value) => ({ value, labelKey: OP_LABELS[value] ?? 'smartPlaylist.opIs' }));

export type SmartRuleValue = string | number | boolean | [number, number];

export interface SmartRuleDraft {
  field: string;
  op: string;
  value: SmartRuleValue;
}

/** A group of rules matched all or any, inside the rules or inside another group. */
export interface SmartGroupDraft {
  match: 'all' | 'any';
  rules: SmartNodeDraft[];
}

export type SmartNodeDraft = SmartRuleDraft | SmartGroupDraft;

export const isGroupDraft = (node: SmartNodeDraft): node is SmartGroupDraft => 'match' in node;

/** Groups nest at most this deep, the rules themselves being the first (the contract's limit). */
export const SMART_MAX_DEPTH = 5;

/** A value that fits the field and operator, for a rule whose field or operator just changed. */
export function defaultValue(field: string, op: string): SmartRuleValue {
  const kind = kindOf(field);
  if (op === 'between') return [0, 0];
  if (op.endsWith('_days')) return 30;
  if (kind === 'boolean') return true;
  if (kind === 'date') return new Date().toISOString().slice(0, 10);
  return kind === 'text' ? '' : 0;
}

export const SMART_SORTS: ReadonlyArray<{ value: string; labelKey: MessageId }> = [
  { value: '', labelKey: 'smartPlaylist.sortNone' },
  { value: 'title:asc', labelKey: 'smartPlaylist.sortTitle' },
  { value: 'artist:asc', labelKey: 'smartPlaylist.sortArtist' },
  { value: 'date_added:desc', labelKey: 'smartPlaylist.sortRecentlyAdded' },
  { value: 'play_count:desc', labelKey: 'smartPlaylist.sortMostPlayed' },
  { value: 'last_played:desc', labelKey: 'smartPlaylist.sortRecentlyPlayed' },
  { value: 'year:desc', labelKey: 'smartPlaylist.sortNewestYear' },
  { value: 'random:asc', labelKey: 'smartPlaylist.sortRandom' },
];
