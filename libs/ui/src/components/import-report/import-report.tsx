import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { useT } from '../../i18n/i18n';
import { StyledEntries, StyledLocation, StyledReason, StyledSummary } from './import-report.styles';

export interface ImportReportEntry {
  line: number;
  location: string;
  reason: string;
}

export interface ImportReportProps {
  open: boolean;
  playlistName: string;
  /** Entries the file names. */
  entries: number;
  /** Songs added. */
  matched: number;
  unmatched: readonly ImportReportEntry[];
  onOpenPlaylist: () => void;
  onClose: () => void;
}

/** What "Import playlist" did: the songs it found, and each entry of the file that matched nothing, with why. */
export function ImportReport({ open, playlistName, entries, matched, unmatched, onOpenPlaylist, onClose }: ImportReportProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('playlistImport.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onOpenPlaylist}>{t('playlistImport.open')}</Button>
        </>
      }
    >
      <StyledSummary>
        {t('playlistImport.summary', { name: playlistName, matched, entries })}
      </StyledSummary>
      {unmatched.length > 0 ? (
        <StyledEntries aria-label={t('playlistImport.unmatched')}>
          {unmatched.map((entry) => (
            <li key={`${entry.line}-${entry.location}`}>
              <StyledLocation>{t('playlistImport.line', { line: entry.line, location: entry.location })}</StyledLocation>
              <StyledReason>{entry.reason}</StyledReason>
            </li>
          ))}
        </StyledEntries>
      ) : (
        <StyledSummary>{t('playlistImport.allMatched')}</StyledSummary>
      )}
    </Dialog>
  );
}
