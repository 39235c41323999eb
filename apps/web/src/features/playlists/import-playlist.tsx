import { useMutation } from '@tanstack/react-query';
import { ImportReport, translate, useT } from '@tangerine/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { playlistFileMutations } from '../../api/smart-playlist-queries';
import { errorText } from '../../lib/i18n/error-text';
import { notifyError } from '../../lib/toast';
import { StyledFileInput, StyledFileLabel } from './import-playlist.styles';

/** The server refuses larger files; the browser says so before sending one. */
export const PLAYLIST_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** "Import playlist": a .m3u, .m3u8 or .pls file becomes a playlist, then the report of what matched. */
export function ImportPlaylist() {
  const t = useT();
  const inputId = useId();
  const navigate = useNavigate();
  const upload = useMutation(playlistFileMutations.import());
  const [open, setOpen] = useState(false);
  const report = upload.data;

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > PLAYLIST_FILE_MAX_BYTES) {
      notifyError(translate('playlistImport.fileTooLarge'));
      return;
    }
    const name = file.name.replace(/\.(m3u8?|pls)$/i, '').trim().slice(0, 100) || translate('playlistImport.defaultName');
    // A file the server refuses (no entries, too large) says why; no playlist was made.
    upload.mutate({ name, bytes: new Uint8Array(await file.arrayBuffer()) }, { onSuccess: () => setOpen(true), onError: (error) => notifyError(errorText(error, { bad_request: 'playlistImport.refused' })) });
  }

  return (
    <>
      <StyledFileLabel htmlFor={inputId} aria-disabled={upload.isPending}>
        {upload.isPending ? t('playlistImport.importing') : t('playlistImport.import')}
      </StyledFileLabel>
      <StyledFileInput
        id={inputId}
        type="file"
        accept=".m3u,.m3u8,.pls,audio/x-mpegurl,audio/mpegurl,audio/x-scpls"
        aria-label={t('playlistImport.import')}
        disabled={upload.isPending}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {report ? (
        <ImportReport
          open={open}
          playlistName={report.playlist.name}
          entries={report.entries}
          matched={report.matched}
          unmatched={report.unmatched}
          onClose={() => setOpen(false)}
          onOpenPlaylist={() => {
            setOpen(false);
            void navigate(`/my-playlists/${report.playlist.id}`);
          }}
        />
      ) : null}
    </>
  );
}
