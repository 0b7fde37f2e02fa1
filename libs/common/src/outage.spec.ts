import { unreachableDependency } from './outage';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('unreachableDependency', () => {
  it('knows an outage of Redis, of PostgreSQL and of the network by their shapes', () => {
    expect(unreachableDependency(new Error('Connection is closed.'))).toBe('redis');
    expect(unreachableDependency(new Error('Command timed out'))).toBe('redis');
    expect(unreachableDependency(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(
      unreachableDependency(pgError('57P01', 'terminating connection due to administrator command')),
    ).toBe('database');
    expect(unreachableDependency(pgError('08006'))).toBe('database');
    expect(unreachableDependency(pgError('ECONNREFUSED'))).toBe('a backing service');
  });

  it('takes a write refused by a demoted primary (read-only transaction) for an outage, even wrapped', () => {
    const readOnly = pgError('25006', 'cannot execute INSERT in a read-only transaction');
    expect(unreachableDependency(readOnly)).toBe('database');
    expect(unreachableDependency(Object.assign(new Error('query failed'), { driverError: readOnly }))).toBe(
      'database',
    );
  });

  it("leaves the request's own errors alone", () => {
    expect(unreachableDependency(pgError('23505', 'duplicate key'))).toBeNull();
    expect(unreachableDependency(pgError('25P02', 'current transaction is aborted'))).toBeNull();
    expect(unreachableDependency(new Error('boom'))).toBeNull();
    expect(unreachableDependency('not an error')).toBeNull();
  });
});
