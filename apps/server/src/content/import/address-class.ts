/**
 * Which IP addresses an outgoing fetch may reach: only public unicast ones. Classification comes from
 * ipaddr.js (every textual form: decimal, octal and hex IPv4, compressed IPv6, zone ids), and IPv6
 * forms that carry an IPv4 address (mapped, translated, NAT64, 6to4, IPv4-compatible) name it.
 */
import ipaddr from 'ipaddr.js';

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local or cloud metadata',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  as112: 'AS112 sink',
  amt: 'AMT relay',
  uniqueLocal: 'private (unique local)',
  ipv4Mapped: 'IPv4-mapped',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard-only',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4 tunnel',
  teredo: 'Teredo tunnel',
  benchmarking: 'benchmarking',
  as112v6: 'AS112 sink',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'drone remote ID',
  segmentRouting: 'segment routing',
};

/** The IPv4 address an IPv6 address carries in its own bits, when its range defines one. */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const v4 = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  if (range === 'ipv4Mapped' || range === 'rfc6145') return v4(12);
  // 64:ff9b::/96 ends in the IPv4 address; the local-use 64:ff9b:1::/48 may place it elsewhere.
  if (range === 'rfc6052') return bytes.slice(4, 12).every((b) => b === 0) ? v4(12) : null;
  if (range === '6to4') return v4(2);
  // ::a.b.c.d, the deprecated IPv4-compatible form, which ipaddr.js counts as unicast.
  if (range === 'unicast' && bytes.slice(0, 12).every((b) => b === 0)) return v4(12);
  return null;
}

/** Parses any textual IP form (with or without URL brackets), or answers null for a host name. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

/** Why an address may not be fetched from, or null when it is a public unicast address. */
export function blockedAddressReason(text: string): string | null {
  const address = parseAddress(text);
  if (!address) return 'not an IP address';
  const range = address.range();
  if (address.kind() === 'ipv6') {
    const inner = embeddedIPv4(address as ipaddr.IPv6, range);
    if (inner) {
      const kind = range === 'unicast' ? 'IPv4-compatible' : (RANGE_NAMES[range] ?? range);
      const innerReason = blockedAddressReason(inner.toString());
      return `${kind} form of ${inner.toString()}${innerReason ? `, ${innerReason}` : ''}`;
    }
  }
  if (range === 'unicast') return null;
  return RANGE_NAMES[range] ?? range;
}
