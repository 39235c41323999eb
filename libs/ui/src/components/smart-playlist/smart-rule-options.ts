/** The fields and operators the smart playlist editor offers (the contract's SmartRuleField and operators). */
export type SmartRuleKind = 'text' | 'number' | 'date' | 'boolean' | 'library';

export const SMART_FIELDS: ReadonlyArray<{ value: string; label: string; kind: SmartRuleKind }> = [
  { value: 'title', label: 'Title', kind: 'text' },
  { value: 'artist', label: 'Artist', kind: 'text' },
  { value: 'album', label: 'Album', kind: 'text' },
  { value: 'genre', label: 'Genre', kind: 'text' },
  { value: 'year', label: 'Year', kind: 'number' },
  { value: 'duration', label: 'Duration (s)', kind: 'number' },
  { value: 'date_added', label: 'Date added', kind: 'date' },
  { value: 'play_count', label: 'Play count', kind: 'number' },
  { value: 'last_played', label: 'Last played', kind: 'date' },
  { value: 'liked', label: 'Liked', kind: 'boolean' },
  { value: 'format', label: 'Format', kind: 'text' },
  { value: 'bitrate', label: 'Bitrate (kbit/s)', kind: 'number' },
  { value: 'library_folder', label: 'Library folder', kind: 'library' },
];

const OP_LABELS: Record<string, string> = {
  is: 'is', is_not: 'is not', contains: 'contains', not_contains: 'does not contain', starts_with: 'starts with',
  gt: 'greater than', lt: 'less than', between: 'between', before: 'before', after: 'after',
  in_last_days: 'in the last (days)', not_in_last_days: 'not in the last (days)',
};

const OPS: Record<SmartRuleKind, readonly string[]> = {
  text: ['is', 'is_not', 'contains', 'not_contains', 'starts_with'],
  number: ['is', 'is_not', 'gt', 'lt', 'between'],
  date: ['in_last_days', 'not_in_last_days', 'before', 'after'],
  boolean: ['is'],
  library: ['is', 'is_not'],
};

export const kindOf = (field: string): SmartRuleKind => SMART_FIELDS.find((f) => f.value === field)?.kind ?? 'text';
export const opsFor = (field: string) => OPS[kindOf(field)].map((value) => ({ value, label: OP_LABELS[value] ?? value }));

export type SmartRuleValue = string | number | boolean | [number, number];

export interface SmartRuleDraft {
  field: string;
  op: string;
  value: SmartRuleValue;
}

/** A value that fits the field and operator, for a rule whose field or operator just changed. */
export function defaultValue(field: string, op: string): SmartRuleValue {
  const kind = kindOf(field);
  if (op === 'between') return [0, 0];
  if (op.endsWith('_days')) return 30;
  if (kind === 'boolean') return true;
  if (kind === 'date') return new Date().toISOString().slice(0, 10);
  return kind === 'text' ? '' : 0;
}

export const SMART_SORTS = [
  { value: '', label: 'No order' },
  { value: 'title:asc', label: 'Title (A-Z)' },
  { value: 'artist:asc', label: 'Artist (A-Z)' },
  { value: 'date_added:desc', label: 'Recently added' },
  { value: 'play_count:desc', label: 'Most played' },
  { value: 'last_played:desc', label: 'Recently played' },
  { value: 'year:desc', label: 'Newest year' },
  { value: 'random:asc', label: 'Random' },
];

/** Ready-made smart playlists the editor starts from. */
export const SMART_PRESETS: ReadonlyArray<{ name: string; match: 'all' | 'any'; rules: SmartRuleDraft[]; sort: string; limit: number }> = [
  { name: 'Recently added', match: 'all', rules: [{ field: 'date_added', op: 'in_last_days', value: 30 }], sort: 'date_added:desc', limit: 100 },
  { name: 'Most played', match: 'all', rules: [{ field: 'play_count', op: 'gt', value: 0 }], sort: 'play_count:desc', limit: 50 },
  { name: 'Not played in a year', match: 'all', rules: [{ field: 'last_played', op: 'not_in_last_days', value: 365 }], sort: 'random:asc', limit: 100 },
];
