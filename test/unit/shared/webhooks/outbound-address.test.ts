import { describe, expect, it } from 'vitest';
import { blockedReason, parseIpv6 } from '../../../../shared/webhooks/outbound-address.js';

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

/** What the URL parser makes of a host, as the engine sees it. */
const hostOf = (url: string) => new URL(url).hostname;

describe('outbound address classifier', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier_grade_nat'],
    ['100.127.255.254', 'carrier_grade_nat'],
    ['169.254.10.10', 'link_local'],
    ['169.254.169.254', 'cloud_metadata'],
    ['fd00:ec2::254', 'cloud_metadata'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['fc00::1', 'unique_local'],
    ['fd12:3456::1', 'unique_local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['198.18.0.1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'cloud_metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['::127.0.0.1', 'reserved'],
    ['2001::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['not-an-ip', 'not_an_ip_address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedReason(address, strict)).toBe(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1'])(
    'allows the public address %s',
    (address) => {
      expect(blockedReason(address, strict)).toBeNull();
    },
  );

  it('allows loopback only when the policy says so, and never the metadata or private ranges', () => {
    expect(blockedReason('127.0.0.1', local)).toBeNull();
    expect(blockedReason('::1', local)).toBeNull();
    expect(blockedReason('::ffff:127.0.0.1', local)).toBeNull();
    expect(blockedReason('169.254.169.254', local)).toBe('cloud_metadata');
    expect(blockedReason('10.0.0.1', local)).toBe('private');
    expect(blockedReason('fd00:ec2::254', local)).toBe('cloud_metadata');
  });

  it('sees the numeric forms of a host as the WHATWG URL parser normalises them', () => {
    expect(hostOf('http://2130706433/')).toBe('127.0.0.1');
    expect(hostOf('http://0177.0.0.1/')).toBe('127.0.0.1');
    expect(hostOf('http://0x7f.1/')).toBe('127.0.0.1');
    expect(hostOf('http://[::ffff:127.0.0.1]/')).toBe('[::ffff:7f00:1]');
    for (const url of ['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]:8080/']) {
      expect(blockedReason(hostOf(url), strict), url).toBe('loopback');
    }
    expect(blockedReason(hostOf('http://0xa9fea9fe/'), strict)).toBe('cloud_metadata');
  });

  it('parses IPv6 literals, with :: and an embedded IPv4', () => {
    expect(Array.from(parseIpv6('::1')!)).toEqual([...Array(15).fill(0), 1]);
    expect(Array.from(parseIpv6('::ffff:1.2.3.4')!).slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIpv6('1::2::3')).toBeUndefined();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(parseIpv6('::ffff:1.2.3.999')).toBeUndefined();
  });
});
