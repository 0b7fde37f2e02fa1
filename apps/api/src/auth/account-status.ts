import { forbidden } from '@fnhost/common';
import { User } from '@fnhost/database';

/** A blocked or deleted account acts no more, whatever credential it shows. */
export function assertUsable(user: Pick<User, 'status'>): void {
  if (user.status === 'blocked') throw forbidden('account has been blocked');
  if (user.status === 'deleted') throw forbidden('account has been deleted');
}
