// Which addresses the service may call on a merchant's behalf (webhooks, v2 signal calls).
// A webhook URL is chosen by the merchant, so without this check it would let anyone make
// the service reach its own network: loopback, private ranges, the cloud metadata service.
// Only public unicast addresses pass; loopback passes only when the setting allows it
// (local mode and tests; the environment refuses that setting in production).
import { isIP } from 'node:net';

export type BlockReason =
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'carrier_grade_nat'
  | 'unique_local'
  | 'cloud_metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'not_an_ip_address';

export interface AddressPolicy {
  allowLoopback: boolean;
}

const READABLE: Record<BlockReason, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  link_local: 'a link-local address',
  carrier_grade_nat: 'a carrier-grade NAT address',
  unique_local: 'a unique-local address',
  cloud_metadata: 'the cloud metadata address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  documentation: 'a documentation address',
  not_an_ip_address: 'not an IP address',
};

export const describeBlockReason = (reason: BlockReason) => READABLE[reason];

/** Why `address` (an IPv4 or IPv6 literal, as DNS or the URL parser gives it) may not be called; null when it may. */
export function blockedReason(address: string, policy: AddressPolicy): BlockReason | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return ipv4Reason(parseIpv4(bare)!, policy);
  if (version === 6) return ipv6Reason(parseIpv6(bare)!, policy);
  return 'not_an_ip_address';
}

/** A 32-bit unsigned value, or undefined when not a dotted quad of decimal octets. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

/** Sixteen bytes, or undefined when not an IPv6 literal (embedded dotted IPv4 accepted). */
export function parseIpv6(text: string): Uint8Array | undefined {
  let input = text.toLowerCase();
  const groups: number[] = [];
  // A trailing dotted IPv4 (::ffff:127.0.0.1) stands for the last two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(input);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]!);
    if (v4 === undefined) return undefined;
    input = input.slice(0, -dotted[1]!.length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = input.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  for (const group of [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return undefined;
    groups.push(parseInt(group, 16));
  }
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 0xff;
  });
  return bytes;
}

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
const inV4 = (value: number, base: number, bits: number) =>
  bits === 0 || value >>> (32 - bits) === base >>> (32 - bits);

const V4_RULES: Array<[number, number, BlockReason]> = [
  [v4(169, 254, 169, 254), 32, 'cloud_metadata'],
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'carrier_grade_nat'],
  [v4(169, 254, 0, 0), 16, 'link_local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'documentation'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'documentation'],
  [v4(203, 0, 113, 0), 24, 'documentation'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

function ipv4Reason(value: number, policy: AddressPolicy): BlockReason | null {
  if (inV4(value, v4(127, 0, 0, 0), 8)) return policy.allowLoopback ? null : 'loopback';
  for (const [base, bits, reason] of V4_RULES) if (inV4(value, base, bits)) return reason;
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], bits: number) => {
  for (let i = 0; i < bits; i++) {
    const byte = Math.floor(i / 8);
    const mask = 0x80 >> i % 8;
    if ((bytes[byte]! & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
};
const v4At = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
const isZero = (bytes: Uint8Array, from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

function ipv6Reason(bytes: Uint8Array, policy: AddressPolicy): BlockReason | null {
  // fd00:ec2::254, the IPv6 address of the EC2 instance metadata service.
  if (startsWith(bytes, [0xfd, 0x00, 0x0e, 0xc2], 32) && isZero(bytes, 4, 14) && bytes[14] === 0x02 && bytes[15] === 0x54) {
    return 'cloud_metadata';
  }
  if (isZero(bytes, 0, 16)) return 'unspecified';
  if (isZero(bytes, 0, 15) && bytes[15] === 1) return policy.allowLoopback ? null : 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
  if (isZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Reason(v4At(bytes, 12), policy);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && isZero(bytes, 4, 12)) return ipv4Reason(v4At(bytes, 12), policy);
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address too.
  if (startsWith(bytes, [0x20, 0x02], 16)) return ipv4Reason(v4At(bytes, 2), policy);
  if (startsWith(bytes, [0xfc], 7)) return 'unique_local';
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link_local';
  if (startsWith(bytes, [0xff], 8)) return 'multicast';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'documentation';
  // 2001::/23: IETF protocol assignments (Teredo, ORCHID...), none a merchant's server.
  if (startsWith(bytes, [0x20, 0x01, 0x00], 23)) return 'reserved';
  // Global unicast is 2000::/3; everything else (IPv4-compatible ::/96, site-local, discard...) is not.
  if (!startsWith(bytes, [0x20], 3)) return 'reserved';
  return null;
}
