import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { Select } from '../select/select';
import { TextInput } from '../text-input/text-input';
import { useT } from '../../i18n/i18n';
import { SMART_SORTS, type SmartGroupDraft } from './smart-rule-options';
import { RuleGroup } from './smart-rule-group';
import { StyledCount, StyledSettings } from './smart-playlist-editor.styles';

/** The rules themselves are the outermost group, with a name, an order and a limit. */
export interface SmartPlaylistDraft extends SmartGroupDraft {
  name: string;
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

/** "New smart playlist": a name, conditions (all or any), an order and a limit, with the count of songs they match. */
export function SmartPlaylistEditor({ open, draft, onChange, matchCount, error = null, saving = false, onSave, onCancel, title, presets = [] }: SmartPlaylistEditorProps) {
  const t = useT();
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
      <RuleGroup group={draft} onChange={(group) => onChange({ ...draft, rules: group.rules })} />
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
