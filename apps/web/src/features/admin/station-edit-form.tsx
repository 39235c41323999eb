import { useState, type FormEvent } from 'react';
import { AdminCheckbox, AdminFieldRow, AdminNotice, Button, TextInput, useT } from '@tangerine/ui';
import type { AdminStation, AdminStationPatch } from '@tangerine/api';
import { failure } from './admin-format';
import { useEditStation } from './admin-mutations';

/** Only what changed is sent: a new stream URL is checked and probed again by the server, as when adding. */
function changes(station: AdminStation, fields: { name: string; streamUrl: string; genres: string; country: string }): AdminStationPatch {
  const genres = fields.genres.split(',').map((g) => g.trim()).filter(Boolean);
  return {
    ...(fields.name.trim() !== station.name ? { name: fields.name.trim() } : {}),
    ...(station.stream_url !== null && fields.streamUrl.trim() !== station.stream_url ? { stream_url: fields.streamUrl.trim() } : {}),
    ...(genres.join(',') !== station.genres.join(',') ? { genres } : {}),
    ...(fields.country.trim() !== (station.country ?? '') ? { country: fields.country.trim() || null } : {}),
  };
}

export function EditStationForm({ station, onDone }: { station: AdminStation; onDone: () => void }) {
  const t = useT();
  const edit = useEditStation();
  const [name, setName] = useState(station.name);
  const [streamUrl, setStreamUrl] = useState(station.stream_url ?? '');
  const [genres, setGenres] = useState(station.genres.join(', '));
  const [country, setCountry] = useState(station.country ?? '');
  const [allowPrivate, setAllowPrivate] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = changes(station, { name, streamUrl, genres, country });
    if (!Object.keys(patch).length) return onDone();
    edit.mutate({ id: station.id, patch: { ...patch, ...(allowPrivate ? { allow_private: true } : {}) } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.editItem', { name: station.name })}>
      <AdminFieldRow>
        <TextInput label={t('admin.name')} value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        {station.stream_url !== null ? <TextInput label={t('admin.stationsStream')} type="url" value={streamUrl} onChange={(e) => setStreamUrl(e.target.value)} required /> : null}
        <TextInput label={t('admin.stationsGenres')} value={genres} onChange={(e) => setGenres(e.target.value)} />
        <TextInput label={t('admin.stationsCountry')} value={country} onChange={(e) => setCountry(e.target.value)} />
        {station.stream_url !== null ? <AdminCheckbox label={t('admin.stationsNewOwnNetwork')} checked={allowPrivate} onChange={(e) => setAllowPrivate(e.target.checked)} /> : null}
        <Button type="submit" loading={edit.isPending} loadingLabel={t('admin.stationsChecking')}>
          {t('admin.stationsSave')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </AdminFieldRow>
      {edit.isError ? <AdminNotice tone="error">{failure(edit.error)}</AdminNotice> : null}
    </form>
  );
}
