import { FunctionLabels, OTHER_FUNCTIONS } from './function-labels';

describe('FunctionLabels: a bounded function label', () => {
  it('labels the first ids as themselves, every later one as "other"', () => {
    const labels = new FunctionLabels(2);
    expect([labels.of('a'), labels.of('b'), labels.of('c'), labels.of('a'), labels.of('d')]).toEqual([
      'a',
      'b',
      OTHER_FUNCTIONS,
      'a',
      OTHER_FUNCTIONS,
    ]);
  });
});
