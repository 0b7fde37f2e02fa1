import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { FunctionListQueryDto } from '../functions/dto/function.dto';
import { LogsQueryDto } from '../executions/dto/execution.dto';
import { PeriodQueryDto } from '../stats/dto/stats.dto';
import { PageQueryDto } from './api-queries';

/** What the global ValidationPipe does with a query: transform, then validate. */
function parse<T extends object>(type: new () => T, query: Record<string, string>) {
  const dto = plainToInstance(type, query);
  const problems = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`),
  );
  return { dto, problems };
}

describe('query parameters', () => {
  it('default when absent or empty', () => {
    expect(parse(PageQueryDto, {}).dto).toMatchObject({ page: 1, per_page: 20, offset: 0 });
    expect(parse(PageQueryDto, { page: '', per_page: '' }).dto).toMatchObject({ page: 1, per_page: 20 });
    expect(parse(FunctionListQueryDto, {}).dto).toMatchObject({ limit: 10, offset: 0 });
    expect(parse(PeriodQueryDto, {}).dto.period).toBe('24h');
  });

  it('clamp above the maximum', () => {
    const { dto, problems } = parse(PageQueryDto, { page: '3', per_page: '500' });
    expect(problems).toEqual([]);
    expect(dto).toMatchObject({ page: 3, per_page: 100, offset: 200 });
    expect(parse(LogsQueryDto, { limit: '5000' }).dto.limit).toBe(1000);
  });

  it.each(['0', '-1', 'abc', '1.5', '2e3', ' 7'])('refuse per_page=%j, naming it', (raw) => {
    const { problems } = parse(PageQueryDto, { per_page: raw });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^per_page: must be /);
  });

  it('offset may be 0, not below', () => {
    expect(parse(FunctionListQueryDto, { offset: '0' }).problems).toEqual([]);
    expect(parse(FunctionListQueryDto, { offset: '-1' }).problems).toEqual(['offset: must be at least 0']);
  });

  it('period and since are checked', () => {
    expect(parse(PeriodQueryDto, { period: '2h' }).problems).toEqual([
      'period: period must be one of 1h, 24h, 7d, 30d',
    ]);
    expect(parse(LogsQueryDto, { since: 'yesterday' }).problems).toEqual([
      'since: since must be an ISO 8601 timestamp',
    ]);
    expect(parse(LogsQueryDto, { since: '2026-11-24T10:00:00.000Z' }).problems).toEqual([]);
  });

  it('an unknown parameter is refused', () => {
    expect(parse(PageQueryDto, { pages: '2' }).problems).toEqual(['pages: property pages should not exist']);
  });
});
