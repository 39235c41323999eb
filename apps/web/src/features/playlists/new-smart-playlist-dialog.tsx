import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SmartPlaylistRules } from '@tangerine/api';
import { SmartPlaylistEditor, type SmartPlaylistDraft } from '@tangerine/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { smartPlaylistMutations, smartPlaylistQueries } from '../../api/smart-playlist-queries';
import { notifyError, notifySuccess } from '../../lib/toast';

/** The count follows the rules once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 300;

const FIRST_DRAFT: SmartPlaylistDraft = { name: '', match: 'all', rules: [{ field: 'genre', op: 'is', value: '' }], sort: '', limit: 1000 };

/** The editor's draft as the contract's rules. */
export function rulesOf(draft: SmartPlaylistDraft): SmartPlaylistRules {
  const [field, direction] = draft.sort.split(':');
  return {
    match: draft.match,
    rules: draft.rules.map((rule) => ({ field: rule.field, op: rule.op, value: rule.value }) as SmartPlaylistRules['rules'][number]),
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

/** "New smart playlist": the editor, the count of songs its rules match as one types, and saving it. */
export function NewSmartPlaylistDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SmartPlaylistDraft>(FIRST_DRAFT);
  const rules = useMemo(() => rulesOf(draft), [draft]);
  const settled = useDebounced(rules, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({ ...smartPlaylistQueries.preview(settled), placeholderData: keepPreviousData });
  const create = useMutation(smartPlaylistMutations.create());
  const typing = settled !== rules || preview.isFetching;
  return (
    <SmartPlaylistEditor
      open
      draft={draft}
      onChange={setDraft}
      matchCount={typing || !preview.data ? null : preview.data.track_count}
      error={!typing && preview.isError ? preview.error.message : null}
      saving={create.isPending}
      onCancel={onClose}
      onSave={() =>
        create.mutate(
          { name: draft.name.trim(), rules },
          {
            onSuccess: (playlist) => {
              notifySuccess('Smart playlist created');
              onClose();
              if (playlist) void navigate(`/my-playlists/${playlist.id}`);
            },
            onError: () => notifyError('Could not create the smart playlist'),
          },
        )
      }
    />
  );
}
