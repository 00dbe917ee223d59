import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's address is counted under by every per-address limit (sign-in lockouts and
 * the abuse limits alike): an IPv4 address as it is; an IPv6 address by its /64, because one
 * subscriber is handed a whole /64 and can take a new address in it for every request; an
 * IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) as the IPv4 address it carries. Anything that
 * is no address (`unknown`) is kept as it is.
 */
export function clientKey(address: string): string {
  const bare = address.trim().split('%')[0];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  if (!text.includes('::')) return parse(text);
  const [head, tail] = text.split('::');
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
