import { describe, expect, it } from 'vitest';
import { ADMIN_KEY_HEADER, createAdminClient } from './create-admin-client.js';

describe('admin client', () => {
  it('sends the admin key header and no listener headers', async () => {
    const seen: Request[] = [];
    let key: string | null = null;
    const client = createAdminClient({
      baseUrl: 'http://admin.test',
      getAdminKey: () => key,
      fetch: async (request) => {
        seen.push(request);
        return new Response(JSON.stringify({ devices: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/api/v1/admin/devices');
    key = 'tgadm_secret';
    const { data } = await client.GET('/api/v1/admin/devices');
    expect(data).toEqual({ devices: [] });
    expect(seen[0]?.headers.has(ADMIN_KEY_HEADER)).toBe(false);
    expect(seen[1]?.headers.get(ADMIN_KEY_HEADER)).toBe('tgadm_secret');
    expect(seen[1]?.headers.has('authorization')).toBe(false);
    expect(seen[1]?.headers.has('x-device-id')).toBe(false);
  });
});
