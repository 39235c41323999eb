import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('log redaction', () => {
  it('removes Subsonic credentials and media signatures from logged URLs', () => {
    expect(redactUrl('/rest/ping.view?u=phone-abcde&p=secret-pass&v=1.16.1&c=app')).toBe('/rest/ping.view?u=phone-abcde&p=%5Bredacted%5D&v=1.16.1&c=app');
    const logged = redactUrl('/rest/stream?u=x&t=abc123&s=salt&apiKey=key-1&id=tr-1');
    for (const secret of ['abc123', 'salt', 'key-1']) expect(logged).not.toContain(secret);
    expect(redactUrl('/api/v1/media/audio/1?expires=1&signature=Zm9vYmFy')).not.toContain('Zm9vYmFy');
    expect(redactUrl('/api/v1/browse/home')).toBe('/api/v1/browse/home');
  });
});
