import { closeIcon, plusIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { IconButton } from '../icon-button/icon-button';
import { Select } from '../select/select';
import { TextInput } from '../text-input/text-input';
import { useT } from '../../i18n/i18n';
import { defaultValue, kindOf, opsFor, SMART_FIELDS, SMART_SORTS, type SmartRuleDraft, type SmartRuleValue } from './smart-rule-options';
import { StyledCount, StyledRule, StyledRules, StyledSettings } from './smart-playlist-editor.styles';

export interface SmartPlaylistDraft {
  name: string;
  match: 'all' | 'any';
  rules: SmartRuleDraft[];
  /** "field:direction", or '' for none. */
  sort: string;
  limit: number;
}

export interface SmartPlaylistEditorProps {
  open: boolean;
  draft: SmartPlaylistDraft;
  onChange: (draft: SmartPlaylistDraft) => void;
  /** Songs the rules match now; null while counted. */
  matchCount: number | null;
  /** Why the rules cannot be counted or saved (the server's message). */
  error?: string | null;
  saving?: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** The dialog's title: "New smart playlist" (the default), or "Edit smart playlist" when opened on one. */
  title?: string;
  /** Ready-made rule sets "Start from" offers (the library's ready-made playlists); none hides it. */
  presets?: readonly SmartPlaylistDraft[];
}

function ValueInput({ rule, index, onValue }: { rule: SmartRuleDraft; index: number; onValue: (value: SmartRuleValue) => void }) {
  const t = useT();
  const number = index + 1;
  const label = t('smartPlaylist.value', { number });
  const kind = kindOf(rule.field);
  if (rule.op === 'between') {
    const [low, high] = Array.isArray(rule.value) ? rule.value : [0, 0];
    return (
      <>
        <TextInput label={t('smartPlaylist.valueFrom', { number })} hideLabel type="number" value={low} onChange={(e) => onValue([Number(e.target.value), high])} />
        <TextInput label={t('smartPlaylist.valueTo', { number })} hideLabel type="number" value={high} onChange={(e) => onValue([low, Number(e.target.value)])} />
      </>
    );
  }
  if (kind === 'boolean') {
    return <Select label={label} hideLabel options={[{ value: 'true', label: t('smartPlaylist.yes') }, { value: 'false', label: t('smartPlaylist.no') }]} value={String(rule.value)} onValueChange={(v) => onValue(v === 'true')} />;
  }
  const numeric = kind === 'number' || kind === 'library' || rule.op.endsWith('_days');
  return (
    <TextInput
      label={label}
      hideLabel
      type={numeric ? 'number' : kind === 'date' ? 'date' : 'text'}
      value={String(rule.value)}
      onChange={(e) => onValue(numeric ? Number(e.target.value) : e.target.value)}
    />
  );
}

/** "New smart playlist": a name, conditions (all or any), an order and a limit, with the count of songs they match. */
export function SmartPlaylistEditor({ open, draft, onChange, matchCount, error = null, saving = false, onSave, onCancel, title, presets = [] }: SmartPlaylistEditorProps) {
  const t = useT();
  const setRule = (index: number, rule: SmartRuleDraft) => onChange({ ...draft, rules: draft.rules.map((r, i) => (i === index ? rule : r)) });
  const canSave = draft.name.trim() !== '' && !error && !saving;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title ?? t('smartPlaylist.new')}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!canSave} onClick={onSave}>
            {saving ? t('smartPlaylist.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      {presets.length > 0 && (
        <Select
          label={t('smartPlaylist.startFrom')}
          options={[{ value: '', label: t('smartPlaylist.ownRules') }, ...presets.map((preset) => ({ value: preset.name, label: preset.name }))]}
          value={presets.some((preset) => preset.name === draft.name) ? draft.name : ''}
          onValueChange={(name) => {
            const preset = presets.find((p) => p.name === name);
            if (preset) onChange(structuredClone(preset) as SmartPlaylistDraft);
          }}
        />
      )}
      <TextInput label={t('smartPlaylist.name')} value={draft.name} maxLength={100} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      <Select
        label={t('smartPlaylist.match')}
        options={[{ value: 'all', label: t('smartPlaylist.matchAll') }, { value: 'any', label: t('smartPlaylist.matchAny') }]}
        value={draft.match}
        onValueChange={(match) => onChange({ ...draft, match: match === 'any' ? 'any' : 'all' })}
      />
      <StyledRules aria-label={t('smartPlaylist.rules')}>
        {draft.rules.map((rule, index) => (
          <StyledRule key={index}>
            <Select
              label={t('smartPlaylist.field', { number: index + 1 })}
              hideLabel
              options={SMART_FIELDS.map((field) => ({ value: field.value, label: t(field.labelKey) }))}
              value={rule.field}
              onValueChange={(field) => {
                const op = opsFor(field)[0]?.value ?? 'is';
                setRule(index, { field, op, value: defaultValue(field, op) });
              }}
            />
            <Select
              label={t('smartPlaylist.operator', { number: index + 1 })}
              hideLabel
              options={opsFor(rule.field).map((op) => ({ value: op.value, label: t(op.labelKey) }))} value={rule.op} onValueChange={(op) => setRule(index, { ...rule, op, value: defaultValue(rule.field, op) })} />
            <ValueInput rule={rule} index={index} onValue={(value) => setRule(index, { ...rule, value })} />
            <IconButton icon={closeIcon} label={t('smartPlaylist.remove', { number: index + 1 })} onClick={() => onChange({ ...draft, rules: draft.rules.filter((_, i) => i !== index) })} />
          </StyledRule>
        ))}
      </StyledRules>
      <Button variant="secondary" size="sm" icon={plusIcon} onClick={() => onChange({ ...draft, rules: [...draft.rules, { field: 'title', op: 'contains', value: '' }] })}>
        {t('smartPlaylist.add')}
      </Button>
      <StyledSettings>
        <Select label={t('smartPlaylist.order')} options={SMART_SORTS.map((sort) => ({ value: sort.value, label: t(sort.labelKey) }))} value={draft.sort} onValueChange={(sort) => onChange({ ...draft, sort })} />
        <TextInput label={t('smartPlaylist.limit')} type="number" min={1} max={10000} value={draft.limit} onChange={(e) => onChange({ ...draft, limit: Number(e.target.value) })} />
      </StyledSettings>
      <StyledCount role="status" $error={Boolean(error)}>
        {error ?? (matchCount === null ? t('smartPlaylist.counting') : t('smartPlaylist.matches', { count: matchCount }))}
      </StyledCount>
    </Dialog>
  );
}
