import { policyProblems, WorkerStatus } from './workers';

const worker = (id: string, policy?: WorkerStatus['network_policy']) =>
  ({ id, host: `host-${id}`, network_policy: policy }) as WorkerStatus;

describe('policyProblems', () => {
  it('names each worker whose network policy is not enforced, with its problem', () => {
    const at = '2026-11-28T00:00:00.000Z';
    expect(
      policyProblems([
        worker('a', { enforced: true, problem: null, checked_at: at }),
        worker('b', {
          enforced: false,
          problem: 'the nftables table inet fnhost is missing',
          checked_at: at,
        }),
        worker('c'), // an older worker, which says nothing of its policy
      ]),
    ).toEqual([
      'worker b on host-b: function network policy not in force: the nftables table inet fnhost is missing',
    ]);
  });
});
