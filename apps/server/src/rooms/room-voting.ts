/**
 * A room's voting rules, pure: with voting on, a guest's "Add to room" proposes a track, every
 * member (guests included) votes once per proposal, and the most-voted proposal plays next (ties go
 * to the earlier proposal).
 */
export interface RoomProposal {
  id: string;
  track_id: number;
  /** Device row ids that voted for it; the proposer's own vote counts. */
  votes: number[];
  /** Server time (ms) it was proposed, for ties. */
  at: number;
}

/** At most this many proposals wait at once. */
export const ROOM_PROPOSALS_MAX = 100;

export const parseProposals = (json: string): RoomProposal[] => JSON.parse(json) as RoomProposal[];

/** Proposals best first: most votes, then the earliest. */
export const ranked = (proposals: readonly RoomProposal[]): RoomProposal[] => [...proposals].sort((a, b) => b.votes.length - a.votes.length || a.at - b.at);

/** A track proposed by `voter`; proposing a track already waiting is a vote for it. Null when full. */
export function propose(proposals: readonly RoomProposal[], trackId: number, voter: number, now: number, id: string): RoomProposal[] | null {
  const waiting = proposals.find((p) => p.track_id === trackId);
  if (waiting) return vote(proposals, waiting.id, voter);
  if (proposals.length >= ROOM_PROPOSALS_MAX) return null;
  return [...proposals, { id, track_id: trackId, votes: [voter], at: now }];
}

/** `voter`'s vote for a proposal (once: a second vote changes nothing). Null when there is no such proposal. */
export function vote(proposals: readonly RoomProposal[], proposalId: string, voter: number): RoomProposal[] | null {
  if (!proposals.some((p) => p.id === proposalId)) return null;
  return proposals.map((p) => (p.id === proposalId && !p.votes.includes(voter) ? { ...p, votes: [...p.votes, voter] } : p));
}

/** A device that left the room no longer votes. */
export const withoutVoter = (proposals: readonly RoomProposal[], voter: number): RoomProposal[] => proposals.map((p) => ({ ...p, votes: p.votes.filter((v) => v !== voter) }));

/**
 * The queue and proposals once the room skips to its next track: the most-voted proposal is put
 * right after the current track (so "next" plays it) and leaves the proposals.
 */
export function takeMostVoted(trackIds: readonly number[], currentIndex: number, proposals: readonly RoomProposal[]): { trackIds: number[]; proposals: RoomProposal[] } {
  const [best] = ranked(proposals);
  if (!best) return { trackIds: [...trackIds], proposals: [...proposals] };
  const after = Math.min(currentIndex + 1, trackIds.length);
  return { trackIds: [...trackIds.slice(0, after), best.track_id, ...trackIds.slice(after)], proposals: proposals.filter((p) => p.id !== best.id) };
}
