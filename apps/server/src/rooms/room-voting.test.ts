import { describe, expect, it } from 'vitest';
import { propose, ranked, ROOM_PROPOSALS_MAX, takeMostVoted, vote, withoutVoter, type RoomProposal } from './room-voting.js';

const GUEST = 1;
const OWNER = 2;
const OTHER = 3;

describe('room voting rules', () => {
  it('counts one vote per member, the proposer’s included; proposing a waiting track votes for it', () => {
    let proposals = propose([], 10, GUEST, 1000, 'a') as RoomProposal[];
    proposals = propose(proposals, 11, OTHER, 2000, 'b') as RoomProposal[];
    proposals = vote(proposals, 'b', OWNER) as RoomProposal[];
    proposals = vote(proposals, 'b', OWNER) as RoomProposal[];
    proposals = propose(proposals, 10, OWNER, 3000, 'c') as RoomProposal[];
    expect(proposals.map((p) => [p.id, p.votes])).toEqual([
      ['a', [GUEST, OWNER]],
      ['b', [OTHER, OWNER]],
    ]);
    expect(vote(proposals, 'nope', OWNER)).toBeNull();
  });

  it('ranks by votes, then by who came first; a member who left no longer counts', () => {
    const proposals: RoomProposal[] = [
      { id: 'late', track_id: 1, votes: [GUEST, OWNER], at: 5 },
      { id: 'early', track_id: 2, votes: [OTHER, OWNER], at: 1 },
      { id: 'most', track_id: 3, votes: [GUEST, OWNER, OTHER], at: 9 },
    ];
    expect(ranked(proposals).map((p) => p.id)).toEqual(['most', 'early', 'late']);
    expect(ranked(withoutVoter(proposals, OTHER)).map((p) => p.id)).toEqual(['late', 'most', 'early']);
  });

  it('puts the most-voted proposal right after the current track and takes it out of the proposals', () => {
    const proposals: RoomProposal[] = [
      { id: 'a', track_id: 7, votes: [GUEST], at: 1 },
      { id: 'b', track_id: 8, votes: [GUEST, OWNER], at: 2 },
    ];
    expect(takeMostVoted([1, 2, 3], 1, proposals)).toEqual({ trackIds: [1, 2, 8, 3], proposals: [proposals[0]] });
    expect(takeMostVoted([1, 2], 1, [])).toEqual({ trackIds: [1, 2], proposals: [] });
  });

  it(`holds at most ${ROOM_PROPOSALS_MAX} proposals`, () => {
    const full = Array.from({ length: ROOM_PROPOSALS_MAX }, (_, i): RoomProposal => ({ id: String(i), track_id: i, votes: [GUEST], at: i }));
    expect(propose(full, 100_000, GUEST, 0, 'x')).toBeNull();
    expect(propose(full, 3, OWNER, 0, 'x')?.find((p) => p.track_id === 3)?.votes).toEqual([GUEST, OWNER]);
  });
});
