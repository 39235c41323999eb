import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { pluralize } from '../../lib/format';
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Playlist imported"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onOpenPlaylist}>Open playlist</Button>
        </>
      }
    >
      <StyledSummary>
        {`"${playlistName}": ${pluralize(matched, 'song')} added from ${pluralize(entries, 'entry', 'entries')}.`}
      </StyledSummary>
      {unmatched.length > 0 ? (
        <StyledEntries aria-label="Entries that matched nothing">
          {unmatched.map((entry) => (
            <li key={`${entry.line}-${entry.location}`}>
              <StyledLocation>{`Line ${entry.line}: ${entry.location}`}</StyledLocation>
              <StyledReason>{entry.reason}</StyledReason>
            </li>
          ))}
        </StyledEntries>
      ) : (
        <StyledSummary>Every entry matched a song.</StyledSummary>
      )}
    </Dialog>
  );
}
