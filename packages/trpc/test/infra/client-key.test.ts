import { expect, it } from 'vitest';
import { clientKeyOf } from '../../src/infra/client-key.ts';

/** Issue 24, finding 3: what the per-client throttles count by (an IPv6 client rotating addresses inside its /64 is one client). */
it('the client key: an IPv4 address, an IPv6 /64, an IPv4-mapped address as its IPv4', () => {
  expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKeyOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
  expect(clientKeyOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  expect(clientKeyOf('::')).toBe('0:0:0:0::/64');
  expect(clientKeyOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
  expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientKeyOf('')).toBe('');
});
