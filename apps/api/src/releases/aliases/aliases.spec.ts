import { thrown, refusal } from '../../common/testing';
import { checkName } from './aliases.service';
import { PutAliasDto } from './dto/alias.dto';

describe('an alias', () => {
  it.each([
    [{ version: 'one' }, /version: version must be an integer/],
    [{ version: 0 }, /^version: version must be 1 or more$/],
    [{}, /^version: /],
    [
      { version: 1, canary: { version: 2, percent: 0 } },
      /^canary\.percent: canary\.percent must be 1 to 99$/,
    ],
    [
      { version: 1, canary: { version: 2, percent: 100 } },
      /^canary\.percent: canary\.percent must be 1 to 99$/,
    ],
    [
      { version: 1, canary: { version: 2, percent: 12.5 } },
      /^canary\.percent: canary\.percent must be an integer/,
    ],
    [{ version: 1, canary: { version: 'two', percent: 10 } }, /^canary\.version: /],
    [
      { version: 1, description: 'x'.repeat(257) },
      /^description: description must be at most 256 characters$/,
    ],
    [{ version: 1, weight: 5 }, /^weight: unknown field$/],
  ])('%j is refused', async (body, details) => {
    expect(await refusal(PutAliasDto, body)).toMatch(details);
  });

  it('a version with a canary of 1 to 99 percent is a valid alias', async () => {
    expect(await refusal(PutAliasDto, { version: 1, canary: { version: 2, percent: 1 } })).toBeNull();
    expect(await refusal(PutAliasDto, { version: 3, canary: { version: 2, percent: 99 } })).toBeNull();
  });

  it('is named in lowercase; latest is reserved for the active version', async () => {
    expect(await thrown(() => checkName('prod-eu'))).toBeNull();
    expect((await thrown(() => checkName('Prod')))?.details).toMatch(/^name: must match/);
    expect((await thrown(() => checkName('latest')))?.details).toMatch(/^alias latest is reserved/);
  });
});
