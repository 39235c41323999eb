import { describe, expect, it } from 'vitest';
import { issueBody } from './attached-server.js';

describe("an attached server's codes", () => {
  it('are asked of the console with the arguments `codes issue` takes', () => {
    expect(issueBody(['--days', '30', '--devices', '3'])).toEqual({ days: 30, devices: 3 });
    expect(issueBody(['--expires', '2027-01-31', '--count', '2', '--note', 'e2e'])).toEqual({ expires: '2027-01-31', count: 2, note: 'e2e' });
    expect(issueBody([])).toEqual({});
  });

  it('refuse an argument the console does not take, rather than drop it', () => {
    expect(() => issueBody(['--plan', 'free'])).toThrow('unexpected argument "--plan"');
    expect(() => issueBody(['--days'])).toThrow('unexpected argument "--days"');
  });
});
