import {
  boundLogs,
  droppedMarker,
  INVOKE_LIMITS,
  storableText,
  TRUNCATED_SUFFIX,
  truncateUtf8,
} from './limits';

const entry = (message: string, level = 'info') => ({
  timestamp: '2026-11-23T06:00:00.000Z',
  level,
  message,
});
const bytesOf = (logs: { message: string }[]) => logs.reduce((n, l) => n + Buffer.byteLength(l.message), 0);

describe('log bounds', () => {
  it('what an honest runtime sends (999 entries within the budget, then its marker) passes unchanged', () => {
    const honest = [...Array.from({ length: 999 }, (_, i) => entry(`line ${i}`)), droppedMarker(5)];
    expect(boundLogs(honest)).toEqual(honest);
  });

  it('too many entries: 999 kept, then a marker counting the rest', () => {
    const logs = boundLogs(Array.from({ length: 3000 }, (_, i) => entry(`m${i}`)));
    expect(logs).toHaveLength(INVOKE_LIMITS.logEntries);
    expect(logs[998].message).toBe('m998');
    expect(logs[999]).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(/^\[fnhost\] log truncated: 2001 more entries were dropped/),
    });
  });

  it('too much text: long entries cut and marked, the total within 256 KB, marker included', () => {
    const logs = boundLogs(Array.from({ length: 100 }, () => entry('x'.repeat(20_000))));
    for (const l of logs.slice(0, -1)) {
      expect(Buffer.byteLength(l.message)).toBeLessThanOrEqual(INVOKE_LIMITS.logEntryBytes);
      expect(l.message.endsWith(TRUNCATED_SUFFIX)).toBe(true);
    }
    expect(bytesOf(logs)).toBeLessThanOrEqual(INVOKE_LIMITS.logBytes);
    expect(logs[logs.length - 1].message).toMatch(/^\[fnhost\] log truncated: \d+ more entries were dropped/);
  });

  it('untrusted shapes become storable entries', () => {
    expect(boundLogs('not a list')).toEqual([]);
    const [e] = boundLogs([{ timestamp: 'yesterday', level: 'fatal', message: 'a\u0000b\ud800' }]);
    expect(e).toEqual({ timestamp: expect.any(String), level: 'info', message: 'a\\u0000b\ufffd' });
    expect(Number.isNaN(Date.parse(e.timestamp))).toBe(false);
  });
});

describe('text helpers', () => {
  it('storableText escapes NUL and replaces lone surrogates', () => {
    expect(storableText('ok \u0000 \udc00 😀')).toBe('ok \\u0000 \ufffd 😀');
  });

  it('truncateUtf8 never splits a character', () => {
    expect(truncateUtf8('aé😀', 3)).toBe('aé');
    expect(truncateUtf8('aé😀', 6)).toBe('aé');
    expect(truncateUtf8('aé😀', 7)).toBe('aé😀');
  });
});
