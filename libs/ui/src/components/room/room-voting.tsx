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

const votesText = (votes: number) => (votes === 1 ? '1 vote' : `${votes} votes`);

/** Voting in the room panel: the owner's switch, then the proposals with a "Vote" button each. */
export function RoomVoting({ on, proposals, onToggle, onVote }: RoomVotingProps) {
  return (
    <>
      {onToggle && (
        <StyledVotingToggle>
          Voting
          <input type="checkbox" role="switch" checked={on} onChange={(event) => onToggle(event.target.checked)} />
        </StyledVotingToggle>
      )}
      {on && proposals.length === 0 && <StyledRoomStatus>Guests&apos; &quot;Add to room&quot; proposes a song; the most-voted plays next.</StyledRoomStatus>}
      {on && proposals.length > 0 && (
        <StyledMemberList aria-label="Proposals">
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <span>
                {proposal.title} · {votesText(proposal.votes)}
              </span>
              <Button variant="secondary" size="sm" aria-label={`${proposal.voted ? 'Voted' : 'Vote'} for ${proposal.title}`} disabled={proposal.voted} onClick={() => onVote(proposal.id)}>
                {proposal.voted ? 'Voted' : 'Vote'}
              </Button>
            </li>
          ))}
        </StyledMemberList>
      )}
    </>
  );
}
