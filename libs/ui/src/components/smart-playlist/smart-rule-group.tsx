import { useId } from 'react';
import { closeIcon, plusIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Select } from '../select/select';
import { TextInput } from '../text-input/text-input';
import { useT } from '../../i18n/i18n';
import { defaultValue, isGroupDraft, kindOf, opsFor, SMART_FIELDS, SMART_MAX_DEPTH, type SmartGroupDraft, type SmartNodeDraft, type SmartRuleDraft, type SmartRuleValue } from './smart-rule-options';
import { StyledActions, StyledCapNote, StyledGroup, StyledGroupHead, StyledRule, StyledRules } from './smart-playlist-editor.styles';

const NEW_RULE: SmartRuleDraft = { field: 'title', op: 'contains', value: '' };

function ValueInput({ rule, number, onValue }: { rule: SmartRuleDraft; number: string; onValue: (value: SmartRuleValue) => void }) {
  const t = useT();
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

/** One condition: field, operator, value and its remove button; `number` names it ("2", or "3.1" inside group 3). */
function RuleRow({ rule, number, onChange, onRemove }: { rule: SmartRuleDraft; number: string; onChange: (rule: SmartRuleDraft) => void; onRemove: () => void }) {
  const t = useT();
  return (
    <StyledRule>
      <Select
        label={t('smartPlaylist.field', { number })}
        hideLabel
        options={SMART_FIELDS.map((field) => ({ value: field.value, label: t(field.labelKey) }))}
        value={rule.field}
        onValueChange={(field) => {
          const op = opsFor(field)[0]?.value ?? 'is';
          onChange({ field, op, value: defaultValue(field, op) });
        }}
      />
      <Select
        label={t('smartPlaylist.operator', { number })}
        hideLabel
        options={opsFor(rule.field).map((op) => ({ value: op.value, label: t(op.labelKey) }))}
        value={rule.op}
        onValueChange={(op) => onChange({ ...rule, op, value: defaultValue(rule.field, op) })}
      />
      <ValueInput rule={rule} number={number} onValue={(value) => onChange({ ...rule, value })} />
      <IconButton icon={closeIcon} label={t('smartPlaylist.remove', { number })} onClick={onRemove} />
    </StyledRule>
  );
}

export interface RuleGroupProps {
  group: SmartGroupDraft;
  onChange: (group: SmartGroupDraft) => void;
  /** The group's number ("3", "3.2"); '' for the rules themselves. */
  path?: string;
  /** 1 for the rules themselves; a group inside is one deeper, up to SMART_MAX_DEPTH. */
  depth?: number;
}

/** A group's rules and groups, each group with its own all/any, and buttons to add either (groups up to the depth cap). */
export function RuleGroup({ group, onChange, path = '', depth = 1 }: RuleGroupProps) {
  const t = useT();
  const capId = useId();
  const numberOf = (index: number) => (path ? `${path}.${index + 1}` : String(index + 1));
  const setNode = (index: number, node: SmartNodeDraft) => onChange({ ...group, rules: group.rules.map((n, i) => (i === index ? node : n)) });
  const removeNode = (index: number) => onChange({ ...group, rules: group.rules.filter((_, i) => i !== index) });
  const add = (node: SmartNodeDraft) => onChange({ ...group, rules: [...group.rules, node] });
  const canNest = depth < SMART_MAX_DEPTH;
  return (
    <StyledRules aria-label={path ? t('smartPlaylist.group', { number: path }) : t('smartPlaylist.rules')}>
      {group.rules.map((node, index) =>
        isGroupDraft(node) ? (
          <StyledGroup key={index}>
            <StyledGroupHead>
              <Select
                label={t('smartPlaylist.groupMatch', { number: numberOf(index) })}
                hideLabel
                options={[{ value: 'all', label: t('smartPlaylist.matchAll') }, { value: 'any', label: t('smartPlaylist.matchAny') }]}
                value={node.match}
                onValueChange={(match) => setNode(index, { ...node, match: match === 'any' ? 'any' : 'all' })}
              />
              <IconButton icon={closeIcon} label={t('smartPlaylist.removeGroup', { number: numberOf(index) })} onClick={() => removeNode(index)} />
            </StyledGroupHead>
            <RuleGroup group={node} path={numberOf(index)} depth={depth + 1} onChange={(inner) => setNode(index, inner)} />
          </StyledGroup>
        ) : (
          <RuleRow key={index} rule={node} number={numberOf(index)} onChange={(rule) => setNode(index, rule)} onRemove={() => removeNode(index)} />
        ),
      )}
      <StyledActions>
        <Button variant="secondary" size="sm" icon={plusIcon} onClick={() => add({ ...NEW_RULE })}>
          {path ? t('smartPlaylist.addRuleTo', { number: path }) : t('smartPlaylist.add')}
        </Button>
        <Button variant="secondary" size="sm" icon={plusIcon} disabled={!canNest} aria-describedby={canNest ? undefined : capId} onClick={() => add({ match: 'any', rules: [{ ...NEW_RULE }] })}>
          {path ? t('smartPlaylist.addGroupTo', { number: path }) : t('smartPlaylist.addGroup')}
        </Button>
      </StyledActions>
      {canNest ? null : <StyledCapNote id={capId}>{t('smartPlaylist.depthCap', { max: SMART_MAX_DEPTH })}</StyledCapNote>}
    </StyledRules>
  );
}
