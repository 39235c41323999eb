import { describe, expect, it } from 'vitest';
import { contractErrors } from './contract-validator.js';

describe('contract validator', () => {
  it('accepts a body that matches and rejects one that does not, or an undocumented status', () => {
    expect(contractErrors('getHealth', 200, '{"status":"ok"}', 'application/json')).toEqual([]);
    expect(contractErrors('getHealth', 200, '{"status":"fine"}', 'application/json')).not.toEqual([]);
    expect(contractErrors('getAlbum', 404, '{"message":"Album not found"}', 'application/json; charset=utf-8')).toEqual([]);
    expect(contractErrors('getAlbum', 404, '{"error":"x"}', 'application/json')).not.toEqual([]);
    expect(contractErrors('getAlbum', 418, '{"message":"teapot"}', 'application/json')).not.toEqual([]);
  });
});
