import { HttpException } from '@nestjs/common';
import { allowed, authorize, LEAST_ROLE, Permission } from './policy';

describe('the role matrix', () => {
  it('gives each role what the issue lists, and each higher role all of the lower one', () => {
    const may = (role: 'owner' | 'admin' | 'developer' | 'viewer') =>
      (Object.keys(LEAST_ROLE) as Permission[]).filter((p) => allowed(role, p)).sort();
    expect(may('viewer')).toEqual(['function.read', 'member.read', 'secret.read']);
    expect(may('developer')).toEqual([
      'function.invoke',
      'function.read',
      'function.write',
      'member.read',
      'secret.read',
    ]);
    expect(may('admin')).toEqual([
      'audit.read',
      'function.invoke',
      'function.read',
      'function.write',
      'member.read',
      'member.write',
      'secret.read',
      'secret.write',
      'token.write',
      'usage.read',
    ]);
    expect(may('owner')).toEqual(Object.keys(LEAST_ROLE).sort());
  });

  it('refuses with 403 naming the role needed', () => {
    expect(() => authorize('admin', 'member.write')).not.toThrow();
    try {
      authorize('viewer', 'function.invoke');
      throw new Error('not refused');
    } catch (err) {
      expect((err as HttpException).getStatus()).toBe(403);
      expect((err as HttpException).getResponse()).toMatchObject({
        details: 'function.invoke needs the developer role or higher in the team; you are viewer',
      });
    }
  });
});
