import { useState, type ChangeEvent, type FormEvent } from 'react';
import { AdminFieldRow, AdminFileInput, AdminForm, AdminNotice, Button, Inline, Stack, TextArea, TextInput, useT } from '@tangerine/ui';
import type { AdminCatalogueItem, AdminCataloguePatch } from '@tangerine/api';
import { failure } from './admin-format';
import { useEditCatalogueItem, useUploadArtwork } from './admin-mutations';

/** The image's bytes as base64, for the JSON upload (the server checks that it is an image). */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface Draft {
  title: string;
  artist: string;
  genres: string;
  year: string;
  description: string;
}

const draftOf = (item: AdminCatalogueItem): Draft => ({ title: item.title, artist: item.artist ?? '', genres: item.genres.join(', '), year: item.year ? String(item.year) : '', description: item.description ?? '' });

/** What each kind has, as the server's AdminCataloguePatch says. */
const HAS = {
  album: { artist: true, genres: true, year: true, description: true },
  artist: { artist: false, genres: true, year: false, description: true },
  track: { artist: true, genres: true, year: true, description: false },
  playlist: { artist: false, genres: false, year: false, description: true },
} as const;

/** Only the fields that changed, so a kind is never sent a field it lacks. */
export function catalogueChanges(item: AdminCatalogueItem, draft: Draft): AdminCataloguePatch {
  const before = draftOf(item);
  const genres = draft.genres.split(',').map((g) => g.trim()).filter(Boolean);
  return {
    ...(draft.title.trim() !== before.title ? { title: draft.title.trim() } : {}),
    ...(draft.artist.trim() !== before.artist ? { artist: draft.artist.trim() } : {}),
    ...(genres.join(', ') !== before.genres ? { genres } : {}),
    ...(draft.year.trim() !== before.year ? { year: draft.year.trim() ? Number(draft.year) : null } : {}),
    ...(draft.description.trim() !== before.description ? { description: draft.description.trim() || null } : {}),
  };
}

function ArtworkUpload({ item }: { item: AdminCatalogueItem }) {
  const t = useT();
  const upload = useUploadArtwork();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate({ kind: item.kind, id: item.id, image: await fileAsBase64(file) });
  };
  return (
    <Stack $gap={2}>
      <AdminFileInput label={t('admin.catalogueArtworkImage')} accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => void pick(e)} disabled={upload.isPending} />
      {upload.isPending ? <AdminNotice tone="progress">{t('admin.catalogueUploading')}</AdminNotice> : null}
      {upload.isError ? <AdminNotice tone="error">{failure(upload.error)}</AdminNotice> : null}
      {upload.isSuccess ? <AdminNotice tone="success">{t('admin.catalogueArtworkReplaced')}</AdminNotice> : null}
    </Stack>
  );
}

/** The edit form of one album, artist, track or featured playlist, with its artwork upload. */
export function CatalogueEditor({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  const t = useT();
  const edit = useEditCatalogueItem();
  const [draft, setDraft] = useState(() => draftOf(item));
  const has = HAS[item.kind];
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft({ ...draft, [name]: e.target.value }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = catalogueChanges(item, draft);
    if (Object.keys(patch).length) edit.mutate({ kind: item.kind, id: item.id, patch });
  };
  // Artwork before the buttons: Save and Close end the form, apart from the fields above them.
  return (
    <AdminForm onSubmit={submit} aria-label={t('admin.editItem', { name: item.title })}>
      <AdminFieldRow>
        <TextInput label={item.kind === 'artist' ? t('admin.name') : t('admin.titleColumn')} required maxLength={300} {...field('title')} />
        {has.artist ? <TextInput label={t('admin.artist')} required maxLength={300} {...field('artist')} /> : null}
        {has.genres ? <TextInput label={t('admin.genres')} placeholder={t('admin.genresPlaceholder')} {...field('genres')} /> : null}
        {has.year ? <TextInput label={t('admin.catalogueYear')} inputMode="numeric" pattern="[0-9]{4}" maxLength={4} {...field('year')} /> : null}
      </AdminFieldRow>
      {has.description ? <TextArea label={item.kind === 'artist' ? t('admin.catalogueBiography') : t('admin.catalogueDescription')} maxLength={5000} rows={3} {...field('description')} /> : null}
      <ArtworkUpload item={item} />
      {edit.isError ? <AdminNotice tone="error">{failure(edit.error)}</AdminNotice> : null}
      {edit.isSuccess ? <AdminNotice tone="success">{t('admin.catalogueSaved', { title: edit.data.title })}</AdminNotice> : null}
      <Inline $gap={3} $justify="end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('admin.close')}
        </Button>
        <Button type="submit" loading={edit.isPending} loadingLabel={t('admin.saving')}>
          {t('admin.catalogueSave')}
        </Button>
      </Inline>
    </AdminForm>
  );
}
