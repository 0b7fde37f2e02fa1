import { BadRequestException } from '@nestjs/common';
import { intParam, pageParams } from './pagination';

describe('pagination params', () => {
  it('defaults when absent', () => {
    expect(pageParams(undefined, undefined)).toEqual({ page: 1, perPage: 20, offset: 0 });
  });
  it('clamps above the maximum', () => {
    expect(pageParams('3', '500')).toEqual({ page: 3, perPage: 100, offset: 200 });
  });
  it.each(['0', '-1', 'abc', '1.5', '2e3'])('refuses %s', (raw) => {
    expect(() => intParam(raw, 'per_page', 20, 100)).toThrow(BadRequestException);
  });
});
