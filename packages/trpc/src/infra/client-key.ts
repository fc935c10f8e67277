import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key the per-client throttles count by. An IPv4 address is one client. An IPv6 client gets a
 * whole /64 from its provider (and picks addresses in it freely, with privacy extensions or by
 * hand), so all of a /64 is one client: rotating addresses inside it escapes nothing. An
 * IPv4-mapped IPv6 address ('::ffff:203.0.113.7') is its IPv4 address.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with '::' and a trailing dotted IPv4 part expanded). */
function expandIPv6(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = text.lastIndexOf(':');
  const tail = text.slice(dotted + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}
