import { parsed, problemOf, refusal } from '../common/testing';
import { ConfigureFunctionDto, InitFunctionDto } from './dto/function.dto';
import { configurationPatch } from './function-config.service';

describe('a new function', () => {
  it.each([
    ['uppercase', 'Hello'],
    ['too long', 'a'.repeat(64)],
    ['leading digit', '1hello'],
    ['empty', ''],
    ['trailing dash', 'hello-'],
    ['underscore', 'hello_world'],
    ['one character', 'a'],
  ])('a bad name (%s) is refused, naming the field', async (_what, name) => {
    expect(await refusal(InitFunctionDto, { name })).toMatch(/^name: must be 2 to 63 characters/);
  });

  it.each(['ab', 'resize-image', 'a'.repeat(63), 'v2-api'])('%j is a name', async (name) => {
    expect(await refusal(InitFunctionDto, { name })).toBeNull();
  });

  it('memory, timeout and instances out of range are refused', async () => {
    expect(await refusal(InitFunctionDto, { name: 'ab', memory: 4096 })).toMatch(/^memory: /);
    expect(await refusal(InitFunctionDto, { name: 'ab', timeout: 0 })).toMatch(/^timeout: /);
    expect(await refusal(InitFunctionDto, { name: 'ab', max_instances: 0 })).toMatch(/^max_instances: /);
    expect(await refusal(InitFunctionDto, { name: 'ab', cpu: 2 })).toBe('cpu: unknown field');
  });
});

describe('a configuration change', () => {
  /** What a PATCH says of `body`: the pipe's refusal, else configurationPatch's. */
  const problem = (body: Record<string, unknown>) =>
    problemOf(ConfigureFunctionDto, body, configurationPatch);

  it.each([
    ['nothing', {}, /nothing to change: give one or more of memory, timeout, env, secrets, description/],
    ['an unknown field', { cpu: 2 }, /cpu: unknown field/],
    ['too little memory', { memory: 32 }, /memory must not be less than 64/],
    ['too much memory', { memory: 4096 }, /memory must not be greater than 2048/],
    ['a fractional timeout', { timeout: 1.5 }, /timeout must be an integer/],
    ['a timeout above 300 s', { timeout: 301 }, /timeout must not be greater than 300/],
    ['env that is a string', { env: 'MODE=x' }, /env must be an object/],
    ['an env name that is not shell-safe', { env: { '1A': 'x' } }, /env: invalid variable name "1A"/],
    ['a reserved env name', { env: { FNHOST_SECRET: 'x' } }, /names starting with FNHOST_ are reserved/],
    ['a number env value', { env: { A: 1 } }, /value of A must be a string/],
    ['env over 4 KiB', { env: { BIG: 'x'.repeat(5000) } }, /larger than 4096 bytes/],
    ['secrets that are no list', { secrets: 'db' }, /secrets must be an array/],
    ['a bad secret name', { secrets: ['Db'] }, /"Db" is not a secret name/],
    [
      'a long description',
      { description: 'x'.repeat(257) },
      /description must be shorter than or equal to 256/,
    ],
    ['one bad field beside good ones', { memory: 512, timeout: 0 }, /timeout must not be less than 1/],
  ])('%s is refused', async (_what, body, details) => {
    expect(await problem(body)).toMatch(details);
  });

  it('maps the fields given, and only those, to their columns; secrets sorted', async () => {
    const dto = await parsed(ConfigureFunctionDto, {
      memory: 256,
      secrets: ['b-key', 'a-key'],
      env: { A: 'x' },
    });
    expect(configurationPatch(dto)).toEqual({ memory: 256, secrets: ['a-key', 'b-key'], env: { A: 'x' } });
  });
});
