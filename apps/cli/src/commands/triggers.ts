import { Schemas, Trigger } from '@fnhost/sdk';
import { Command, InvalidArgumentError } from 'commander';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { positive, subAction } from './arguments';

interface AddOptions {
  type?: Trigger['type'];
  broker?: string;
  username?: string;
  passwordSecret?: string;
  saslMechanism?: Schemas['TriggerConnectionDto']['sasl_mechanism'];
  caSecret?: string;
  tls?: boolean;
  insecure?: boolean;
  stream?: string;
  subject?: string;
  durable?: string;
  queue?: string;
  prefetch?: number;
  topic?: string;
  groupId?: string;
  batch?: number;
  batchWait?: number;
  maxInFlight?: number;
  disabled?: boolean;
}

/** The source its type reads, from the options that name it (the api says what is missing). */
function sourceOf(o: AddOptions): Schemas['CreateTriggerDto']['source'] {
  const given = {
    nats: { stream: o.stream, subject: o.subject, durable: o.durable },
    rabbitmq: { queue: o.queue, prefetch: o.prefetch },
    kafka: { topic: o.topic, group_id: o.groupId },
    mqtt: { topic: o.topic, qos: 1 },
  }[o.type!];
  return Object.fromEntries(
    Object.entries(given).filter(([, v]) => v !== undefined),
  ) as Schemas['CreateTriggerDto']['source'];
}

function definition(name: string, o: AddOptions): Schemas['CreateTriggerDto'] {
  if (!o.type || !o.broker) throw new InvalidArgumentError('add needs --type and --broker');
  return {
    name,
    type: o.type,
    connection: {
      url: o.broker,
      ...(o.username && { username: o.username }),
      ...(o.passwordSecret && { password_secret: o.passwordSecret }),
      ...(o.saslMechanism && { sasl_mechanism: o.saslMechanism }),
      ...((o.tls || o.caSecret || o.insecure) && { tls: { ca_secret: o.caSecret, insecure: o.insecure } }),
    },
    source: sourceOf(o),
    ...(o.batch && { batch: { max_messages: o.batch, max_wait_ms: o.batchWait ?? 0 } }),
    ...(o.maxInFlight && { max_in_flight: o.maxInFlight }),
    enabled: !o.disabled,
  };
}

/** `fnhost triggers`: a function's broker triggers, their state, lag and last error. */
export function triggerCommands(program: Command): void {
  program
    .command('triggers')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'list (default), add, pause, resume or delete')
    .argument('[name]', 'the trigger')
    .description(
      'consume NATS JetStream, RabbitMQ, Kafka or MQTT: each message (or batch) becomes an async invocation',
    )
    .option('--type <type>', 'add: nats, rabbitmq, kafka or mqtt')
    .option(
      '--broker <url>',
      'add: nats://, amqp(s)://, kafka://host:port[,…] or mqtt(s):// (no credentials)',
    )
    .option('--username <user>', 'add: the broker user')
    .option('--password-secret <secret>', "add: a secret of the function's team holding the password")
    .option('--sasl-mechanism <mechanism>', 'add, kafka: plain (default), scram-sha-256 or scram-sha-512')
    .option('--tls', "add, nats and kafka: speak TLS (the system's CAs trusted, or --ca-secret's)")
    .option('--ca-secret <secret>', 'add: a secret holding the CA certificate (PEM)')
    .option('--insecure', "add: do not verify the broker's certificate")
    .option('--stream <stream>', 'add, nats: the JetStream stream')
    .option('--subject <subject>', 'add, nats: the filter subject')
    .option('--durable <name>', 'add, nats: the durable consumer (created when missing)')
    .option('--queue <queue>', 'add, rabbitmq: the queue')
    .option('--prefetch <n>', 'add, rabbitmq: unacknowledged messages at most', positive)
    .option('--topic <topic>', 'add, kafka and mqtt: the topic (mqtt: a filter)')
    .option('--group-id <id>', 'add, kafka: the consumer group')
    .option('--batch <n>', 'add: messages per invocation, 1 to 100', positive)
    .option('--batch-wait <ms>', 'add: how long a batch waits to fill', Number)
    .option('--max-in-flight <n>', 'add: unfinished events at most before it stops taking messages', positive)
    .option('--disabled', 'add: created paused')
    .action(
      async (
        nameOrId: string,
        action: string | undefined,
        name: string | undefined,
        options: AddOptions,
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const act =
          action === 'list'
            ? undefined
            : subAction(action, name, ['add', 'pause', 'resume', 'delete'] as const, 'name');
        const id = await ctx.functionId(nameOrId);
        if (act === 'add') {
          const t = await client.createTrigger(id, definition(name!, options));
          return emit(ctx.json, t, () => note(`trigger ${t.name} (${t.type}) created: ${t.status.state}`));
        }
        const { triggers } = await client.triggers(id);
        if (act) {
          const t = triggers.find((x) => x.name === name || x.id === name);
          if (!t) throw new InvalidArgumentError(`the function has no trigger ${name}`);
          if (act === 'delete') {
            const reply = await client.deleteTrigger(id, t.id);
            return emit(ctx.json, reply, () => note(reply.message));
          }
          const changed = await client.updateTrigger(id, t.id, { enabled: act === 'resume' });
          return emit(ctx.json, changed, () => note(`trigger ${changed.name}: ${changed.status.state}`));
        }
        emit(ctx.json, triggers, () => {
          if (!triggers.length)
            return note('No trigger: `fnhost triggers <function> add <name> --type … --broker …`');
          printTable(
            ['name', 'type', 'state', 'lag', 'messages', 'last message', 'last error'],
            triggers.map((t) => [
              t.name,
              t.type,
              t.status.state,
              t.status.lag ?? '',
              t.status.messages_total,
              t.status.last_message_at ?? '',
              t.status.last_error ?? '',
            ]),
          );
        });
      },
    );
}
