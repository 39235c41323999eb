import { closeIcon, plusIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { IconButton } from '../icon-button/icon-button';
import { Select } from '../select/select';
import { TextInput } from '../text-input/text-input';
import { pluralize } from '../../lib/format';
import { defaultValue, kindOf, opsFor, SMART_FIELDS, SMART_PRESETS, SMART_SORTS, type SmartRuleDraft, type SmartRuleValue } from './smart-rule-options';
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
  /** The dialog's title: "New smart playlist", or "Edit smart playlist" when opened on one. */
  title?: string;
}

function ValueInput({ rule, index, onValue }: { rule: SmartRuleDraft; index: number; onValue: (value: SmartRuleValue) => void }) {
  const label = `Value of rule ${index + 1}`;
  const kind = kindOf(rule.field);
  if (rule.op === 'between') {
    const [low, high] = Array.isArray(rule.value) ? rule.value : [0, 0];
    return (
      <>
        <TextInput label={`${label}, from`} hideLabel type="number" value={low} onChange={(e) => onValue([Number(e.target.value), high])} />
        <TextInput label={`${label}, to`} hideLabel type="number" value={high} onChange={(e) => onValue([low, Number(e.target.value)])} />
      </>
    );
  }
  if (kind === 'boolean') {
    return <Select label={label} hideLabel options={[{ value: 'true', label: 'yes' }, { value: 'false', label: 'no' }]} value={String(rule.value)} onValueChange={(v) => onValue(v === 'true')} />;
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
export function SmartPlaylistEditor({ open, draft, onChange, matchCount, error = null, saving = false, onSave, onCancel, title = 'New smart playlist' }: SmartPlaylistEditorProps) {
  const setRule = (index: number, rule: SmartRuleDraft) => onChange({ ...draft, rules: draft.rules.map((r, i) => (i === index ? rule : r)) });
  const canSave = draft.name.trim() !== '' && !error && !saving;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!canSave} onClick={onSave}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Select
        label="Start from"
        options={[{ value: '', label: 'My own rules' }, ...SMART_PRESETS.map((preset) => ({ value: preset.name, label: preset.name }))]}
        value={SMART_PRESETS.some((preset) => preset.name === draft.name) ? draft.name : ''}
        onValueChange={(name) => {
          const preset = SMART_PRESETS.find((p) => p.name === name);
          if (preset) onChange({ ...preset, rules: preset.rules.map((rule) => ({ ...rule })) });
        }}
      />
      <TextInput label="Name" value={draft.name} maxLength={100} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      <Select
        label="Match"
        options={[{ value: 'all', label: 'All of these rules' }, { value: 'any', label: 'Any of these rules' }]}
        value={draft.match}
        onValueChange={(match) => onChange({ ...draft, match: match === 'any' ? 'any' : 'all' })}
      />
      <StyledRules aria-label="Rules">
        {draft.rules.map((rule, index) => (
          <StyledRule key={index}>
            <Select
              label={`Field of rule ${index + 1}`}
              hideLabel
              options={SMART_FIELDS}
              value={rule.field}
              onValueChange={(field) => {
                const op = opsFor(field)[0]?.value ?? 'is';
                setRule(index, { field, op, value: defaultValue(field, op) });
              }}
            />
            <Select label={`Operator of rule ${index + 1}`} hideLabel options={opsFor(rule.field)} value={rule.op} onValueChange={(op) => setRule(index, { ...rule, op, value: defaultValue(rule.field, op) })} />
            <ValueInput rule={rule} index={index} onValue={(value) => setRule(index, { ...rule, value })} />
            <IconButton icon={closeIcon} label={`Remove rule ${index + 1}`} onClick={() => onChange({ ...draft, rules: draft.rules.filter((_, i) => i !== index) })} />
          </StyledRule>
        ))}
      </StyledRules>
      <Button variant="secondary" size="sm" icon={plusIcon} onClick={() => onChange({ ...draft, rules: [...draft.rules, { field: 'title', op: 'contains', value: '' }] })}>
        Add rule
      </Button>
      <StyledSettings>
        <Select label="Order" options={SMART_SORTS} value={draft.sort} onValueChange={(sort) => onChange({ ...draft, sort })} />
        <TextInput label="Limit" type="number" min={1} max={10000} value={draft.limit} onChange={(e) => onChange({ ...draft, limit: Number(e.target.value) })} />
      </StyledSettings>
      <StyledCount role="status" $error={Boolean(error)}>
        {error ?? (matchCount === null ? 'Counting...' : `${pluralize(matchCount, 'song')} match`)}
      </StyledCount>
    </Dialog>
  );
}
