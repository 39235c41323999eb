import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { StyledMemberList, StyledRoomStatus, StyledVotingToggle } from './room.styles';

export interface RoomProposalRow {
  id: string;
  title: string;
  votes: number;
  /** Whether this device voted for it already. */
  voted: boolean;
}

export interface RoomVotingProps {
  on: boolean;
  /** Waiting proposals, most-voted first (the first plays next). */
  proposals: RoomProposalRow[];
  /** Only the owner's devices turn voting on or off; absent for guests. */
  onToggle?: (on: boolean) => void;
  onVote: (id: string) => void;
}

/** Voting in the room panel: the owner's switch, then the proposals with a "Vote" button each. */
export function RoomVoting({ on, proposals, onToggle, onVote }: RoomVotingProps) {
  const t = useT();
  return (
    <>
      {onToggle && (
        <StyledVotingToggle>
          {t('rooms.voting')}
          <input type="checkbox" role="switch" checked={on} onChange={(event) => onToggle(event.target.checked)} />
        </StyledVotingToggle>
      )}
      {on && proposals.length === 0 && <StyledRoomStatus>{t('rooms.votingHint')}</StyledRoomStatus>}
      {on && proposals.length > 0 && (
        <StyledMemberList aria-label={t('rooms.proposals')}>
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <span>
                {proposal.title} · {t('rooms.votes', { votes: proposal.votes })}
              </span>
              <Button variant="secondary" size="sm" aria-label={t(proposal.voted ? 'rooms.votedFor' : 'rooms.voteFor', { title: proposal.title })} disabled={proposal.voted} onClick={() => onVote(proposal.id)}>
                {t(proposal.voted ? 'rooms.voted' : 'rooms.vote')}
              </Button>
            </li>
          ))}
        </StyledMemberList>
      )}
    </>
  );
}
