import { Job } from 'bullmq';
import { dispatcher, JobHandlers } from './job-handlers';

describe('dispatcher', () => {
  it('routes a job, with its lock token, to the handler of its name', async () => {
    const deleteFn = jest.fn().mockResolvedValue('done');
    const dispatch = dispatcher('cleanup', {
      'function.delete': deleteFn,
      'version.delete': jest.fn(),
      'stale.scan': jest.fn(),
      'deletions.run': jest.fn(),
      'executions.prune': jest.fn(),
    });
    await expect(
      dispatch({ name: 'function.delete', data: { functionUuid: 'f' } } as Job, 'token-1'),
    ).resolves.toBe('done');
    expect(deleteFn).toHaveBeenCalledWith({ functionUuid: 'f' }, expect.anything(), 'token-1');
  });

  it('refuses to boot when a job name has no handler', () => {
    expect(() => dispatcher('host', { run: jest.fn() } as unknown as JobHandlers<'host'>)).toThrow(
      /queue host: no handler for job\(s\) runs, activate, purge/,
    );
  });

  it('fails a job whose name is unknown', () => {
    const dispatch = dispatcher('invoke', { run: jest.fn() });
    expect(() => dispatch({ name: 'nope', data: {} } as Job)).toThrow(/unknown job name "nope"/);
  });
});
