import { BuildLog } from './build-log';

describe('BuildLog', () => {
  it('stamps steps, keeps the engine output as printed, and stores after each step', async () => {
    const saved: string[] = [];
    const log = new BuildLog(async (text) => saved.push(text));
    await log.step('building');
    log.output('STEP 1/2: FROM base\n');
    await log.step('built');
    expect(saved[1]).toMatch(/^\[ +\d+\.\d\d s\] building\nSTEP 1\/2: FROM base\n\[ +\d+\.\d\d s\] built\n$/);
    expect(saved).toHaveLength(2);
  });

  it('keeps the last bytes only, from a whole line on, and says it cut', async () => {
    let last = { text: '', truncated: false };
    const log = new BuildLog(async (text, truncated) => (last = { text, truncated }), 32);
    for (let i = 0; i < 10; i++) log.output(`line ${i} ééé\n`); // 15 bytes a line
    await log.flush();
    expect(last).toEqual({ text: 'line 8 ééé\nline 9 ééé\n', truncated: true });
  });

  it('a failed save does not fail the build', async () => {
    const log = new BuildLog(() => Promise.reject(new Error('database down')));
    await expect(log.step('building')).resolves.toBeUndefined();
  });
});
