import { isPrivateAddress } from './outbound-url';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local and mapped addresses, and lets public ones through', () => {
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fe80::1',
      'fd00::1',
    ])
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });
});
