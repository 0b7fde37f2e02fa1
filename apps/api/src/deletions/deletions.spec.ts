import { daysRemaining } from './deletions.service';

describe('a pending deletion', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3600_000);

  it('counts the days left, a part of a day as a whole one', () => {
    expect(daysRemaining(inHours(7 * 24), now)).toBe(7);
    expect(daysRemaining(inHours(6 * 24 + 1), now)).toBe(7);
    expect(daysRemaining(inHours(1), now)).toBe(1);
  });

  it('has no days left once its date came, never fewer than none', () => {
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining(inHours(-48), now)).toBe(0);
  });
});
