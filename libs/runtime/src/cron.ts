import { parseExpression } from 'cron-parser';

/** The macros a schedule may use instead of five fields. */
const MACROS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
};

/** Why a timezone is not an IANA name the runtime knows, or null. */
export function timezoneProblem(timezone: string): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone.length <= 64 ? null : 'must be an IANA time zone name, like Europe/Paris';
  } catch {
    return 'must be an IANA time zone name, like Europe/Paris';
  }
}

/** Why `cron` is not five fields or one of the macros, or null. */
export function cronProblem(cron: string): string | null {
  const expression = MACROS[cron.trim()] ?? cron.trim();
  if (expression.split(/\s+/).length !== 5)
    return 'must have 5 fields (minute hour day month weekday) or be @hourly, @daily, @weekly or @monthly';
  try {
    parseExpression(expression, { tz: 'UTC' });
    return null;
  } catch (err) {
    return `is not a cron expression: ${(err as Error).message}`;
  }
}

/** The first time after `after` the schedule fires, in its timezone. */
export function nextRun(cron: string, timezone: string, after: Date): Date {
  const expression = MACROS[cron.trim()] ?? cron.trim();
  return parseExpression(expression, { tz: timezone, currentDate: after }).next().toDate();
}
