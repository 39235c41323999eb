import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SmartPlaylistRules } from '@tangerine/api';
import { isGroupDraft, SmartPlaylistEditor, translate, useT, type SmartGroupDraft, type SmartNodeDraft, type SmartPlaylistDraft, type SmartRuleDraft } from '@tangerine/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readyMadePlaylistQueries, smartPlaylistMutations, smartPlaylistQueries } from '../../api/smart-playlist-queries';
import { errorText } from '../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../lib/toast';
import { playlistName } from './ready-made-name';

/** The count follows the rules once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 300;

const FIRST_DRAFT: SmartPlaylistDraft = { name: '', match: 'all', rules: [{ field: 'genre', op: 'is', value: '' }], sort: '', limit: 1000 };

type Rules = SmartPlaylistRules['rules'][number];

/** A draft group (and the groups inside it) as the contract's rule nodes. */
const nodesOf = (group: SmartGroupDraft): Rules[] =>
  group.rules.map((node) => (isGroupDraft(node) ? ({ match: node.match, rules: nodesOf(node) } as Rules) : ({ field: node.field, op: node.op, value: node.value } as Rules)));

/** The editor's draft as the contract's rules, nested groups included. */
export function rulesOf(draft: SmartPlaylistDraft): SmartPlaylistRules {
  const [field, direction] = draft.sort.split(':');
  return {
    match: draft.match,
    rules: nodesOf(draft),
    ...(field ? { sort: { field, direction: direction === 'desc' ? 'desc' : 'asc' } as NonNullable<SmartPlaylistRules['sort']> } : {}),
    limit: draft.limit,
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type StoredNode = { match?: unknown; rules?: unknown; field?: unknown; op?: unknown; value?: unknown };

/** Stored rule nodes as the editor's, groups included; null for a node the editor cannot show. */
function nodesFrom(nodes: readonly StoredNode[]): SmartNodeDraft[] | null {
  const drafts: SmartNodeDraft[] = [];
  for (const node of nodes) {
    if ((node.match === 'all' || node.match === 'any') && Array.isArray(node.rules)) {
      const inner = nodesFrom(node.rules as StoredNode[]);
      if (!inner) return null;
      drafts.push({ match: node.match, rules: inner });
    } else if (typeof node.field === 'string' && typeof node.op === 'string') {
      drafts.push({ field: node.field, op: node.op, value: node.value as SmartRuleDraft['value'] });
    } else return null;
  }
  return drafts;
}

/** Stored rules, nested groups included, as the editor's draft; null when a node is unreadable. */
export function draftOf(name: string, rules: SmartPlaylistRules): SmartPlaylistDraft | null {
  const nodes = nodesFrom(rules.rules as readonly StoredNode[]);
  return nodes && { name, match: rules.match, rules: nodes, sort: rules.sort ? `${rules.sort.field}:${rules.sort.direction}` : '', limit: rules.limit ?? 1000 };
}

interface SmartEditorDialogProps {
  initial: SmartPlaylistDraft;
  title?: string;
  saving: boolean;
  onSave: (body: { name: string; rules: SmartPlaylistRules }) => void;
  onClose: () => void;
}

/** The editor with the count of songs its rules match as one types; saving is the caller's. */
function SmartEditorDialog({ initial, title, saving, onSave, onClose }: SmartEditorDialogProps) {
  const [draft, setDraft] = useState<SmartPlaylistDraft>(initial);
  const rules = useMemo(() => rulesOf(draft), [draft]);
  const settled = useDebounced(rules, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({ ...smartPlaylistQueries.preview(settled), placeholderData: keepPreviousData });
  // "Start from" offers the library's ready-made playlists, so the editor and My Playlists show the same ones.
  const readyMade = useQuery(readyMadePlaylistQueries.list());
  const presets = useMemo(() => (readyMade.data?.playlists ?? []).flatMap((playlist) => (playlist.rules ? [draftOf(playlistName(playlist), playlist.rules)] : [])).filter((d) => d !== null), [readyMade.data]);
  const typing = settled !== rules || preview.isFetching;
  return (
    <SmartPlaylistEditor
      open
      title={title}
      presets={presets}
      draft={draft}
      onChange={setDraft}
      matchCount={typing || !preview.data ? null : preview.data.track_count}
      error={!typing && preview.isError ? errorText(preview.error, { bad_request: 'smartPlaylist.rulesRefused' }) : null}
      saving={saving}
      onCancel={onClose}
      onSave={() => onSave({ name: draft.name.trim(), rules })}
    />
  );
}

/** "New smart playlist": the editor, the count of songs its rules match as one types, and saving it. */
export function NewSmartPlaylistDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useMutation(smartPlaylistMutations.create());
  return (
    <SmartEditorDialog
      initial={FIRST_DRAFT}
      saving={create.isPending}
      onClose={onClose}
      onSave={(body) =>
        create.mutate(body, {
          onSuccess: (playlist) => {
            notifySuccess(translate('toast.smartCreated'));
            onClose();
            if (playlist) void navigate(`/my-playlists/${playlist.id}`);
          },
          onError: () => notifyError(translate('smartPlaylist.createFailed')),
        })
      }
    />
  );
}

/** "Edit rules" on a smart playlist: the editor opened on its name and rules. */
export function EditSmartPlaylistDialog({ id, initial, onClose }: { id: string; initial: SmartPlaylistDraft; onClose: () => void }) {
  const t = useT();
  const update = useMutation(smartPlaylistMutations.update());
  return (
    <SmartEditorDialog
      initial={initial}
      title={t('smartPlaylist.edit')}
      saving={update.isPending}
      onClose={onClose}
      onSave={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notifySuccess(translate('toast.smartSaved'));
              onClose();
            },
            onError: () => notifyError(translate('smartPlaylist.saveFailed')),
          },
        )
      }
    />
  );
}
