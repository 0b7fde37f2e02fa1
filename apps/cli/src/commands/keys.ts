import { Command } from 'commander';
import { forgetKeyUuid, loadKey, saveKey } from '../config';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { validity, Validity } from './arguments';

export function keyCommands(program: Command): void {
  const keys = program.command('keys').description("a function's API keys (signed invocations)");

  keys
    .command('generate')
    .argument('<function>', 'function name or id')
    .description('generate a key (the previous one stops working); its private part is stored here, 0600')
    .option('--validity <validity>', '1h, 1d, 1w, 1m or forever', validity, '1m')
    .option('--name <name>', 'a name for the key')
    .action(async (nameOrId: string, options: { validity: Validity; name?: string }, command: Command) => {
      const ctx = contextOf(command);
      const id = await ctx.functionId(nameOrId);
      const reply = await ctx.client.generateKey(id, options.validity, options.name);
      const file = saveKey({
        function_id: id,
        function_name: nameOrId,
        uuid: reply.api_key.uuid,
        private_key: reply.api_key.private_key,
      });
      emit(ctx.json, { ...reply, stored_at: file }, () => {
        process.stdout.write(`private key (shown once): ${reply.api_key.private_key}\n`);
        note(`Key ${reply.api_key.uuid} expires ${reply.api_key.expires_at ?? 'never'}; stored in ${file}`);
        note(
          '`fnhost invoke` signs with it from now on; unsigned calls are refused unless skip_signing is set',
        );
      });
    });

  keys
    .command('list')
    .argument('<function>', 'function name or id')
    .description("a function's keys, active and revoked")
    .action(async (nameOrId: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const id = await ctx.functionId(nameOrId);
      const list = await ctx.client.listKeys(id);
      const stored = loadKey(id)?.uuid;
      emit(ctx.json, list, () => {
        if (list.api_keys.length === 0) return note(`No keys: \`fnhost keys generate ${nameOrId}\``);
        printTable(
          ['key', 'name', 'validity', 'active', 'expires', 'revoked', 'stored here'],
          list.api_keys.map((k) => [
            k.uuid,
            k.name,
            k.validity,
            k.is_active ? (k.expired ? 'expired' : 'yes') : 'no',
            k.expires_at,
            k.revoked_at,
            k.uuid === stored ? 'yes' : '',
          ]),
        );
      });
    });

  const simple = [
    ['roll', "extend a key's expiry by its validity", 'rollKey'],
    ['revoke', 'revoke a key (it stays in the history; `enable` restores it)', 'revokeKey'],
    ['enable', 'enable a revoked key', 'enableKey'],
  ] as const;
  for (const [name, description, method] of simple)
    keys
      .command(name)
      .argument('<key>', 'key uuid')
      .description(description)
      .action(async (keyUuid: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const reply = await ctx.authed()[method](keyUuid);
        emit(ctx.json, reply, () => note(reply.message));
      });

  keys
    .command('update')
    .argument('<key>', 'key uuid')
    .description("change a key's validity (and name)")
    .requiredOption('--validity <validity>', '1h, 1d, 1w, 1m or forever', validity)
    .option('--name <name>', 'a new name')
    .action(async (keyUuid: string, options: { validity: Validity; name?: string }, command: Command) => {
      const ctx = contextOf(command);
      const reply = await ctx.authed().updateKey(keyUuid, { validity: options.validity, name: options.name });
      emit(ctx.json, reply, () => note(reply.message));
    });

  keys
    .command('delete')
    .argument('<key>', 'key uuid')
    .description('delete a key for good (no history); its stored private part is removed too')
    .action(async (keyUuid: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const reply = await ctx.authed().deleteKey(keyUuid);
      forgetKeyUuid(keyUuid);
      emit(ctx.json, reply, () => note(reply.message));
    });
}
