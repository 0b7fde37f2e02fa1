import { INVOKE_LIMITS } from './index';
import { checkedReply } from './shim-reply';

const reply = (value: unknown) => checkedReply(JSON.stringify(value));
const MALFORMED = {
  status: 'error',
  result: null,
  error: 'the function runtime returned a malformed reply',
  logs: [],
  cpuUs: null,
};

describe('checkedReply: the shim is not trusted (the handler shares its process)', () => {
  it('passes a well-formed success through, result null when absent', () => {
    expect(reply({ status: 'success', result: { a: 1 }, logs: [], cpu_us: 1234 })).toEqual({
      status: 'success',
      result: { a: 1 },
      error: null,
      logs: [],
      cpuUs: 1234,
    });
    expect(reply({ status: 'success' }).result).toBeNull();
  });

  it.each([[-1], [1.5], ['12'], [Number.MAX_SAFE_INTEGER + 2]])('a CPU time of %j is none', (cpu) =>
    expect(reply({ status: 'success', cpu_us: cpu }).cpuUs).toBeNull(),
  );

  it.each([
    ['not json'],
    ['null'],
    ['[]'],
    [JSON.stringify({ status: 'ok' })],
    [JSON.stringify({ result: 1 })],
  ])('a malformed reply %s is an error, never a success', (body) =>
    expect(checkedReply(body)).toEqual(MALFORMED),
  );

  it('an error carries no result, and a message whatever it sent', () => {
    expect(reply({ status: 'error', result: { leaked: true }, error: 'boom' })).toMatchObject({
      result: null,
      error: 'boom',
    });
    expect(reply({ status: 'error', error: 42 }).error).toBe('the function failed');
    expect(reply({ status: 'success', error: 'ignored' }).error).toBeNull();
  });

  it('an error message is storable and bounded', () => {
    const { error } = reply({ status: 'error', error: `a\u0000b${'x'.repeat(100_000)}` });
    expect(error!.startsWith('a\\u0000b')).toBe(true);
    expect(Buffer.byteLength(error!)).toBeLessThanOrEqual(INVOKE_LIMITS.logEntryBytes);
  });

  it('logs are bounded and normalised, whatever shape they came in', () => {
    const many = Array.from({ length: INVOKE_LIMITS.logEntries + 50 }, (_, i) => ({
      level: 'info',
      message: `m${i}`,
    }));
    const { logs } = reply({ status: 'success', logs: many });
    expect(logs).toHaveLength(INVOKE_LIMITS.logEntries);
    expect(logs.at(-1)!.message).toMatch(/log truncated/);
    expect(reply({ status: 'success', logs: 'nope' }).logs).toEqual([]);
    expect(reply({ status: 'success', logs: [{ level: 'loud', message: 7 }] }).logs[0]).toMatchObject({
      level: 'info',
      message: '7',
    });
  });
});
