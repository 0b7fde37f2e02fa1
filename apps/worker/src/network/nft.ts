import { execFile } from 'child_process';
import { NftObject, ofPolicyTable, POLICY_FAMILY, POLICY_TABLE } from './network-policy';

/**
 * nftables and the bridge's netfilter switches, through Debian's `nft` and `sysctl` (root, or
 * CAP_NET_ADMIN in the host's network namespace). `netns` runs them in a named network namespace
 * instead (its network only, through nsenter): the integration spec's stand-in for a host.
 */
export class Nft {
  constructor(private readonly netns?: string) {}

  private run(command: string, args: string[], input?: string): Promise<string> {
    const [file, ...rest] = this.netns
      ? ['nsenter', `--net=/run/netns/${this.netns}`, command, ...args]
      : [command, ...args];
    return new Promise((resolve, reject) => {
      const child = execFile(file, rest, { timeout: 10_000 }, (err, stdout, stderr) =>
        err
          ? reject(new Error(`${command} ${args.join(' ')}: ${stderr.trim() || err.message}`))
          : resolve(stdout),
      );
      // Only a script is written: a command that reads nothing may be gone before an empty end (EPIPE).
      if (input !== undefined) child.stdin?.end(input);
      else child.stdin?.destroy();
    });
  }

  /**
   * What a check reads: the policy's table whole, and every other chain without its rules. The
   * engines write rules for each container, which a listing of the whole ruleset would parse at
   * every check of every worker on the host.
   */
  async list(): Promise<NftObject[]> {
    const [table, chains] = await Promise.all([
      this.json(['list', 'table', POLICY_FAMILY, POLICY_TABLE]).catch((err: Error) => {
        if (/No such file or directory/.test(err.message)) return []; // the table is missing
        throw err;
      }),
      this.json(['list', 'chains']),
    ]);
    return [...table, ...chains.filter(({ chain }) => !chain || !ofPolicyTable(chain))];
  }

  private async json(args: string[]): Promise<NftObject[]> {
    return (JSON.parse(await this.run('nft', ['-j', ...args])) as { nftables: NftObject[] }).nftables;
  }

  /** Runs an nft script as one transaction: all of it or none. */
  async apply(script: string): Promise<void> {
    await this.run('nft', ['-f', '-'], script);
  }

  /** The values of `names`; undefined for one that does not exist (its module not loaded). */
  async sysctls(names: string[]): Promise<Record<string, string | undefined>> {
    const values = await Promise.all(
      names.map((name) =>
        this.run('sysctl', ['-n', name]).then(
          (v) => v.trim(),
          () => undefined,
        ),
      ),
    );
    return Object.fromEntries(names.map((name, i) => [name, values[i]]));
  }

  /** Loads br_netfilter where it is a module (built in elsewhere), then sets each of `names` to 1. */
  async enable(names: string[]): Promise<void> {
    await this.run('modprobe', ['br_netfilter']).catch(() => undefined);
    for (const name of names) await this.run('sysctl', ['-qw', `${name}=1`]);
  }
}
