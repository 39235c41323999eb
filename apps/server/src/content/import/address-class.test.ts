import { describe, expect, it } from 'vitest';
import { blockedAddressReason } from './address-class.js';
import { checkUrl } from './safe-fetch.js';

/** Hosts as an attacker writes them in a URL, and the class the guard must find (null: public). */
const URL_HOSTS: [string, RegExp | null][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.255.254', /loopback/],
  ['127.1', /loopback/],
  ['2130706433', /loopback/],
  ['0x7f000001', /loopback/],
  ['0x7f.0.0.1', /loopback/],
  ['0177.0.0.1', /loopback/],
  ['017700000001', /loopback/],
  ['0x7f.1', /loopback/],
  ['[::1]', /loopback/],
  ['[0:0:0:0:0:0:0:1]', /loopback/],
  ['[::ffff:127.0.0.1]', /IPv4-mapped form of 127\.0\.0\.1, loopback/],
  ['[::ffff:7f00:1]', /IPv4-mapped form of 127\.0\.0\.1, loopback/],
  ['[0:0:0:0:0:ffff:7f00:1]', /IPv4-mapped form of 127\.0\.0\.1/],
  ['[::ffff:169.254.169.254]', /IPv4-mapped form of 169\.254\.169\.254, link-local/],
  ['[::ffff:a9fe:a9fe]', /IPv4-mapped form of 169\.254\.169\.254/],
  ['[::ffff:10.0.0.1]', /IPv4-mapped form of 10\.0\.0\.1, private/],
  ['[::ffff:8.8.8.8]', /IPv4-mapped/],
  ['[::ffff:0:7f00:1]', /IPv4-translated form of 127\.0\.0\.1/],
  ['[64:ff9b::a00:1]', /NAT64 form of 10\.0\.0\.1, private/],
  ['[64:ff9b::7f00:1]', /NAT64 form of 127\.0\.0\.1, loopback/],
  ['[64:ff9b:1::a00:1]', /NAT64/],
  ['[2002:7f00:1::]', /6to4 tunnel form of 127\.0\.0\.1, loopback/],
  ['[2002:a9fe:a9fe::1]', /6to4 tunnel form of 169\.254\.169\.254/],
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', /Teredo/],
  ['[::7f00:1]', /IPv4-compatible form of 127\.0\.0\.1, loopback/],
  ['[fe80::1]', /link-local/],
  ['[febf:ffff::1]', /link-local/],
  ['[fc00::1]', /unique local/],
  ['[fd00:ec2::254]', /unique local/],
  ['[ff02::1]', /multicast/],
  ['[ff05::2]', /multicast/],
  ['[::]', /unspecified/],
  ['[fec0::1]', /site-local/],
  ['[100::1]', /discard/],
  ['[2001:db8::1]', /reserved/],
  ['0.0.0.0', /unspecified/],
  ['0', /unspecified/],
  ['10.0.0.1', /private/],
  ['172.16.0.1', /private/],
  ['172.31.255.255', /private/],
  ['192.168.0.1', /private/],
  ['169.254.169.254', /link-local or cloud metadata/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['192.0.0.1', /reserved/],
  ['198.18.0.1', /reserved/],
  ['224.0.0.1', /multicast/],
  ['239.255.255.250', /multicast/],
  ['240.0.0.1', /reserved/],
  ['255.255.255.255', /broadcast/],
  ['93.184.216.34', null],
  ['1.1.1.1', null],
  ['172.32.0.1', null],
  ['100.128.0.1', null],
  ['[2606:4700:4700::1111]', null],
  ['[2a00:1450:4001:82a::200e]', null],
];

describe('address classes (ipaddr.js)', () => {
  it(`covers ${URL_HOSTS.length} textual forms`, () => expect(URL_HOSTS.length).toBeGreaterThanOrEqual(40));

  it.each(URL_HOSTS)('http://%s/ is classified after URL parsing', async (host, expected) => {
    const attempt = checkUrl(`http://${host}/feed.xml`);
    if (expected) await expect(attempt).rejects.toThrow(expected);
    else await expect(attempt).resolves.toMatchObject({ url: expect.any(URL) });
  });

  it('classifies raw addresses the resolver may answer, in every form', () => {
    expect(blockedAddressReason('::ffff:7f00:1')).toMatch(/loopback/);
    expect(blockedAddressReason('fe80::1%eth0')).toMatch(/link-local/);
    expect(blockedAddressReason('0x7f.1')).toMatch(/loopback/);
    expect(blockedAddressReason('example.com')).toBe('not an IP address');
    expect(blockedAddressReason('8.8.8.8')).toBeNull();
  });

  it('checks every address a name resolves to, not only the first', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:7f00:1', family: 6 },
    ];
    await expect(checkUrl('http://feeds.example.test/rss', { lookup })).rejects.toThrow(/resolves to ::ffff:7f00:1 \(IPv4-mapped form of 127\.0\.0\.1, loopback\)/);
    await expect(checkUrl('http://feeds.example.test./rss', { lookup, allowHosts: ['feeds.example.test'] })).resolves.toMatchObject({ address: '93.184.216.34' });
  });
});
