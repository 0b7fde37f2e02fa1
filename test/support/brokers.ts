import { ChildProcess, execFileSync, spawn } from 'child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

export { kafkaBroker, KAFKA_PORT, mqttBroker, natsBroker, rabbitBroker } from '@fnhost/triggers/testing';
export type { TestBroker } from '@fnhost/triggers/testing';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfMadeCa } = require('../../scripts/npm-registry') as {
  selfMadeCa: (dir: string, ip: string) => string;
};

/**
 * A Kafka of a suite's own (KRaft, one node, from the jars provisioning fetched), to stop and start:
 * Kafka's clients reach the address a broker advertises, so a proxy cannot cut one. With `scram`,
 * a listener on `port + 2` lets in BROKER_ACCOUNT only, by SASL SCRAM-SHA-256 or -512; with `tls`,
 * one on `port + 3` speaks TLS, its certificate signed by a CA made for it (`ca`, PEM).
 */
export async function ownKafka(port: number, opts: { scram?: boolean; tls?: boolean } = {}) {
  const home = path.join(
    process.env.FNHOST_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'fnhost'),
    'kafka-4.4.0',
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fnhost-kafka-'));
  const ca = opts.tls ? readFileSync(selfMadeCa(dir, '127.0.0.1')) : undefined;
  const keystore = path.join(dir, 'keystore.pem');
  if (ca)
    writeFileSync(
      keystore,
      Buffer.concat([readFileSync(path.join(dir, 'server.key')), readFileSync(path.join(dir, 'server.pem'))]),
    );
  /** Listeners besides the plain one: [protocol, port, their settings]. */
  const extra: [string, number, string[]][] = [
    ...(opts.scram
      ? [
          [
            'SASL_PLAINTEXT',
            port + 2,
            [
              'sasl.enabled.mechanisms=SCRAM-SHA-256,SCRAM-SHA-512',
              ...['256', '512'].map(
                (bits) =>
                  `listener.name.sasl_plaintext.scram-sha-${bits}.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;`,
              ),
            ],
          ] as [string, number, string[]],
        ]
      : []),
    ...(ca
      ? [
          [
            'SSL',
            port + 3,
            [
              'listener.name.ssl.ssl.keystore.type=PEM',
              `listener.name.ssl.ssl.keystore.location=${keystore}`,
            ],
          ] as [string, number, string[]],
        ]
      : []),
  ];
  const listeners = [`PLAINTEXT://127.0.0.1:${port}`, ...extra.map(([p, n]) => `${p}://127.0.0.1:${n}`)];
  const properties = path.join(dir, 'server.properties');
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${port + 1}`,
      `listeners=${[...listeners, `CONTROLLER://127.0.0.1:${port + 1}`].join(',')}`,
      `advertised.listeners=${listeners.join(',')}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      `listener.security.protocol.map=${['PLAINTEXT', 'CONTROLLER', ...extra.map(([p]) => p)]
        .map((name) => `${name}:${name === 'CONTROLLER' ? 'PLAINTEXT' : name}`)
        .join(',')}`,
      ...extra.flatMap(([, , settings]) => settings),
      `log.dirs=${path.join(dir, 'data')}`,
      'offsets.topic.replication.factor=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
    ].join('\n'),
  );
  const cp = path.join(home, 'libs', '*');
  const id = execFileSync('java', ['-cp', cp, 'kafka.tools.StorageTool', 'random-uuid'])
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  const { username, password } = BROKER_ACCOUNT;
  const accounts = ['SCRAM-SHA-256', 'SCRAM-SHA-512'].flatMap((m) => [
    '--add-scram',
    `${m}=[name=${username},password=${password}]`,
  ]);
  execFileSync('java', [
    ...['-cp', cp, 'kafka.tools.StorageTool', 'format', '-t', id, '-c', properties],
    ...(opts.scram ? accounts : []),
  ]);
  let server: ChildProcess | undefined;
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(!!s.end()));
      s.on('error', () => resolve(false));
    });
  const kafka = {
    async start() {
      server = spawn('java', ['-Xmx384m', '-cp', cp, 'kafka.Kafka', properties], { stdio: 'ignore' });
      for (const started = Date.now(); !(await listening()); await new Promise((r) => setTimeout(r, 250)))
        if (Date.now() - started > 60_000) throw new Error(`Kafka on ${port} did not start`);
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s || s.exitCode !== null) return;
      await new Promise((r) => {
        s.once('exit', r);
        s.kill('SIGKILL');
      });
    },
    async remove() {
      await kafka.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await kafka.start();
  return {
    ...kafka,
    saslUrl: `kafka://127.0.0.1:${port + 2}`,
    tlsUrl: `kafka://127.0.0.1:${port + 3}`,
    ca,
  };
}

/**
 * A server in a process group of its own, killed whole: a script's children (RabbitMQ's beam)
 * outlive a kill of the script alone. Its output goes to `log`.
 */
function spawnGroup(command: string, args: string[], log: string, env = process.env): ChildProcess {
  const out = openSync(log, 'a');
  try {
    return spawn(command, args, { detached: true, stdio: ['ignore', out, out], env });
  } finally {
    closeSync(out);
  }
}

/** The one account a broker of `brokerWithAccount` lets in. */
export const BROKER_ACCOUNT = { username: 'fnhost', password: 'right-password' };

/**
 * A NATS, Mosquitto or RabbitMQ of the test's own that lets in BROKER_ACCOUNT only (the machine's
 * own let anyone in, or guest); with `tls`, it speaks only TLS, its certificate signed by a CA made
 * for it (`ca`, PEM). Its URL and how to stop it.
 */
export async function brokerWithAccount(
  type: 'nats' | 'mqtt' | 'rabbitmq',
  port: number,
  opts: { tls?: boolean } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `fnhost-${type}-auth-`));
  // Mosquitto started as root runs as its own user, which must read its files.
  chmodSync(dir, 0o755);
  const ca = opts.tls ? readFileSync(selfMadeCa(dir, '127.0.0.1')) : undefined;
  const [cert, key] = [path.join(dir, 'server.pem'), path.join(dir, 'server.key')];
  if (ca) chmodSync(key, 0o644);
  const { username, password } = BROKER_ACCOUNT;
  const log = path.join(dir, 'server.log');
  let server: ChildProcess;
  if (type === 'nats') {
    const args = [
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-js',
      '-sd',
      dir,
      '--user',
      username,
      '--pass',
      password,
    ];
    if (ca) args.push('--tls', '--tlscert', cert, '--tlskey', key);
    server = spawnGroup('nats-server', args, log);
  } else if (type === 'rabbitmq') {
    // A node of its own beside the machine's (its own name, ports, data and plugins: none).
    writeFileSync(path.join(dir, 'enabled_plugins'), '[].\n');
    const tcp = ca
      ? [
          'listeners.tcp = none',
          `listeners.ssl.default = 127.0.0.1:${port}`,
          `ssl_options.certfile = ${cert}`,
          `ssl_options.keyfile = ${key}`,
          'ssl_options.verify = verify_none',
        ]
      : [`listeners.tcp.default = 127.0.0.1:${port}`];
    writeFileSync(
      path.join(dir, 'rabbitmq.conf'),
      [...tcp, `default_user = ${username}`, `default_pass = ${password}`, 'loopback_users = none', ''].join(
        '\n',
      ),
    );
    server = spawnGroup('/usr/lib/rabbitmq/bin/rabbitmq-server', [], log, {
      ...process.env,
      HOME: dir,
      RABBITMQ_NODENAME: `fnhost-test-${port}@localhost`,
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(port + 20_000),
      RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq'),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
      RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: path.join(dir, 'log'),
      RABBITMQ_PLUGINS_EXPAND_DIR: path.join(dir, 'plugins'),
    });
  } else {
    const passwords = path.join(dir, 'passwords');
    execFileSync('mosquitto_passwd', ['-b', '-c', passwords, username, password]);
    chmodSync(passwords, 0o644);
    const conf = path.join(dir, 'mosquitto.conf');
    writeFileSync(
      conf,
      `listener ${port} 127.0.0.1\nallow_anonymous false\npassword_file ${passwords}\n` +
        (ca ? `certfile ${cert}\nkeyfile ${key}\n` : ''),
    );
    server = spawnGroup('mosquitto', ['-c', conf], log);
  }
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(!!s.end()));
      s.on('error', () => resolve(false));
    });
  const stop = async () => {
    const group = -server.pid!;
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
    // Gone once no process of the group is left (signal 0 then fails).
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(group, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const started = Date.now(); !(await listening()); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() - started > (type === 'rabbitmq' ? 60_000 : 15_000) || server.exitCode !== null) {
      const said = readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n');
      await stop();
      throw new Error(`${type} with an account on ${port} did not start; it said:\n${said}`);
    }
  const scheme = { nats: 'nats', mqtt: ca ? 'mqtts' : 'mqtt', rabbitmq: ca ? 'amqps' : 'amqp' }[type];
  return { url: `${scheme}://127.0.0.1:${port}`, ca, stop };
}
