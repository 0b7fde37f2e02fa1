import { refusal, thrown } from '../common/testing';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/schedule.dto';
import { checkedSchedule } from './schedules.service';

const schedule = (over: Partial<Parameters<typeof checkedSchedule>[0]>) => ({
  cron: '@hourly',
  timezone: 'UTC',
  body: {},
  enabled: true,
  ...over,
});

describe('a schedule', () => {
  it.each([
    [{ cron: 5 }, /^cron: cron must be a string$/],
    [{}, /^cron: /],
    [{ cron: '@hourly', body: 'text' }, /^body: body must be a JSON object$/],
    [{ cron: '@hourly', enabled: 'yes' }, /^enabled: /],
    [{ cron: '@hourly', every: 5 }, /^every: unknown field$/],
    [{ cron: '@hourly', timezone: 7 }, /^timezone: /],
  ])('%j is refused by its form', async (body, details) => {
    expect(await refusal(CreateScheduleDto, body)).toMatch(details);
  });

  it('a change may leave out every field, but no field is of the wrong kind', async () => {
    expect(await refusal(UpdateScheduleDto, {})).toBeNull();
    expect(await refusal(UpdateScheduleDto, { enabled: 1 })).toMatch(/^enabled: /);
  });

  it.each([
    ['61 * * * *', /^cron: is not a cron expression/],
    ['* * * * * *', /^cron: must have 5 fields/],
    ['@yearly', /^cron: must have 5 fields/],
    ['every minute', /^cron: must have 5 fields/],
  ])('cron %j is refused', async (cron, details) => {
    expect((await thrown(() => checkedSchedule(schedule({ cron }))))?.details).toMatch(details);
  });

  it('a timezone must be an IANA name; the body at most 256 KiB', async () => {
    expect((await thrown(() => checkedSchedule(schedule({ timezone: 'Mars/Olympus' }))))?.details).toBe(
      'timezone: must be an IANA time zone name, like Europe/Paris',
    );
    const big = { x: 'x'.repeat(256 * 1024) };
    expect((await thrown(() => checkedSchedule(schedule({ body: big }))))?.details).toBe(
      'body: at most 262144 bytes',
    );
  });

  it('runs next at its cron in its timezone; a disabled one has no next run', () => {
    const daily = checkedSchedule(schedule({ cron: ' @daily ', timezone: 'Europe/Paris' }));
    expect(daily.cron).toBe('@daily');
    // Midnight in Paris is 23:00 or 22:00 UTC.
    expect([22, 23]).toContain(daily.nextRunAt!.getUTCHours());
    expect(daily.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(checkedSchedule(schedule({ enabled: false })).nextRunAt).toBeNull();
  });
});
