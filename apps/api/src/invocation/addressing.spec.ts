import { addressOf } from './addressing';

describe('addressOf (an invoke’s ?alias= and ?version=)', () => {
  it('goes through latest unless told otherwise', () => {
    expect(addressOf({})).toEqual({ alias: 'latest' });
    expect(addressOf({ alias: 'prod' })).toEqual({ alias: 'prod' });
    expect(addressOf({ version: '3' })).toEqual({ version: 3 });
  });

  it.each([
    [{ alias: 'prod', version: '2' }, 'alias, version: give one of them, not both'],
    [{ alias: 'Prod' }, 'alias: must match [a-z][a-z0-9-]{0,31}'],
    [{ alias: ['a', 'b'] }, 'alias: must match [a-z][a-z0-9-]{0,31}'],
    [{ version: '0' }, 'version: must be a positive integer'],
    [{ version: '1.5' }, 'version: must be a positive integer'],
    [{ version: 'two' }, 'version: must be a positive integer'],
  ])('%j is a 400: %s', (query, message) => {
    expect(() => addressOf(query)).toThrow(
      expect.objectContaining({ status: 400, response: expect.objectContaining({ details: message }) }),
    );
  });
});
