import type {
  Admin,
  BaseOptions,
  CommitOptionsPartition,
  Consumer,
  Message,
  SASLMechanismValue,
} from '@platformatic/kafka';
import { Broker, BrokerProblem, Inbox, lossSignal, Reach, Received, Subscription } from '../broker';
import { hostsOf, KafkaSource, TriggerSource } from '../definition';

/**
 * @platformatic/kafka ships as ES modules only. Node loads those from CommonJS with its own
 * `require` (require(esm)); jest's module loader, which runs the suites, does not, so the client
 * is asked of Node's loader, here and in the suites alike.
 */
export const kafkaClient = process.getBuiltinModule('node:module').createRequire(__filename)(
  '@platformatic/kafka',
) as typeof import('@platformatic/kafka');

/** Options every client of a connection shares: its brokers, TLS and SASL, and short retries. */
export function kafkaOptions(reach: Reach, timeoutMs: number, clientId: string): BaseOptions {
  return {
    clientId,
    bootstrapBrokers: hostsOf('kafka', reach.url).map(({ host, port }) => `${host}:${port}`),
    connectTimeout: timeoutMs,
    timeout: Math.max(timeoutMs, 5000),
    // A lost broker ends the subscription: the trigger's consumer reconnects with its own backoff.
    retries: 1,
    retryDelay: 200,
    ...(reach.tls && {
      tls: { ...(reach.ca && { ca: [reach.ca] }), rejectUnauthorized: !reach.insecure },
    }),
    ...(reach.username !== undefined && {
      sasl: {
        mechanism: (reach.saslMechanism ?? 'plain').toUpperCase() as SASLMechanismValue,
        username: reach.username,
        password: reach.password ?? '',
      },
    }),
  };
}

/** The client wraps a failure in the operation's ("Listing topics failed.") and its attempts': the innermost say why. */
function reasonOf(err: Error): string {
  const inner = [
    ...((err as Partial<AggregateError>).errors ?? []),
    ...(err.cause instanceof Error ? [err.cause] : []),
  ];
  return inner.length ? [...new Set(inner.map(reasonOf))].join('; ') : err.message;
}

/** Resolves once the broker answered whether the topic exists: BrokerProblem otherwise. */
async function findTopic(admin: Admin, topic: string): Promise<void> {
  let topics: string[];
  try {
    topics = await admin.listTopics();
  } catch (err) {
    const reason = reasonOf(err as Error);
    throw new BrokerProblem(
      'connection',
      /SASL|authentication/i.test(reason) ? `Kafka: credentials refused (${reason})` : `Kafka: ${reason}`,
    );
  }
  if (!topics.includes(topic)) throw new BrokerProblem('source', `Kafka: topic ${topic} not found`);
}

/** Messages waiting for the group: the end of each partition less the group's committed offset (its start where none is). */
export async function kafkaLag(admin: Admin, s: KafkaSource): Promise<number> {
  const { topics } = await admin.metadata({ topics: [s.topic] });
  const indexes = [...Array(topics.get(s.topic)?.partitionsCount ?? 0).keys()];
  const at = async (timestamp: bigint) => {
    const [listed] = await admin.listOffsets({
      topics: [
        { name: s.topic, partitions: indexes.map((partitionIndex) => ({ partitionIndex, timestamp })) },
      ],
    });
    return new Map(listed.partitions.map((p) => [p.partitionIndex, p.offset]));
  };
  const [ends, starts, [group]] = await Promise.all([
    at(-1n),
    at(-2n),
    admin.listConsumerGroupOffsets({ groups: [s.group_id] }),
  ]);
  const committed = new Map(
    (group?.topics.find((t) => t.name === s.topic)?.partitions ?? []).map((p) => [
      p.partitionIndex,
      p.committedOffset,
    ]),
  );
  let lag = 0n;
  for (const [partition, end] of ends) {
    const from = committed.get(partition) ?? -1n;
    lag += end - (from < 0n ? (starts.get(partition) ?? 0n) : from);
  }
  return Number(lag);
}

/**
 * A partition's messages in the order they came, each settled when its event is durable; the
 * group's offset moves past a message only once every one before it is settled.
 */
export class PartitionOffsets {
  private readonly pending: { offset: bigint; settled: boolean }[] = [];

  /** False for an offset already held (a fetch after a rejoin gives what was not committed again). */
  add(offset: bigint): boolean {
    const last = this.pending[this.pending.length - 1];
    if (last && offset <= last.offset) return false;
    this.pending.push({ offset, settled: false });
    return true;
  }

  /** The offset to commit once `offset` is settled, if the settled run from the oldest grew. */
  settle(offset: bigint): bigint | undefined {
    const entry = this.pending.find((p) => p.offset === offset);
    if (entry) entry.settled = true;
    let next: bigint | undefined;
    while (this.pending[0]?.settled) next = this.pending.shift()!.offset + 1n;
    return next;
  }
}

function received(m: Message): Received {
  return {
    id: `${m.topic}:${m.partition}:${m.offset}`,
    source: m.topic,
    partition: m.partition,
    offset: String(m.offset),
    key: m.key?.length ? m.key.toString('utf8') : null,
    headers: Object.fromEntries([...m.headers].map(([k, v]) => [k.toString('utf8'), v.toString('utf8')])),
    body: m.value ?? Buffer.alloc(0),
    timestamp: new Date(Number(m.timestamp)).toISOString(),
  };
}

/**
 * Kafka: a member of the consumer group reading a stream of the topic's messages, paused while
 * `window` of them are held in the worker; each partition's offset committed in order once every
 * message before it was handed over.
 */
export const kafkaBroker: Broker = {
  type: 'kafka',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const admin = new kafkaClient.Admin(kafkaOptions(reach, timeoutMs, 'fnhost-trigger'));
    try {
      await findTopic(admin, (source as KafkaSource).topic);
    } finally {
      await admin.close().catch(() => undefined);
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, window: number, name: string): Promise<Subscription> {
    const s = source as KafkaSource;
    const admin = new kafkaClient.Admin(kafkaOptions(reach, 10_000, name));
    // A member lost with its worker or broker holds its partitions until its session ends, and a
    // rebalance waits for every member to join again up to the longest rebalance timeout of the
    // group's members. A subscription is made once its member joined, so a worker taking over a
    // trigger waits for both: 6 s each (Kafka's least session by default), not the client's 60 and
    // 102, so that the new member takes over soon.
    const consumer: Consumer = new kafkaClient.Consumer({
      ...kafkaOptions(reach, 10_000, name),
      groupId: s.group_id,
      sessionTimeout: 6000,
      rebalanceTimeout: 6000,
      heartbeatInterval: 2000,
      // A JoinGroup is answered once the rebalance is done: its request outlasts the rebalance.
      timeout: 20_000,
      autocommit: false,
    });
    const { lost, lose } = lossSignal();
    consumer.on('consumer:heartbeat:error', ({ error }) => lose(error));
    const inbox = new Inbox();
    const offsets = new Map<number, PartitionOffsets>();
    let held = 0;
    let closing = false;
    // Each partition's next offset to commit, sent one commit at a time: the acks of a batch, made
    // together, leave the last one here, and one commit carries it.
    const toCommit = new Map<number, CommitOptionsPartition>();
    const commitPending = async () => {
      const pending = [...toCommit.values()];
      toCommit.clear();
      if (!pending.length) return;
      // One refused (the group rebalanced, the broker went) ends the subscription.
      await consumer.commit({ offsets: pending }).catch((err: Error) => {
        if (!closing) lose(err);
      });
    };
    let committing = Promise.resolve();
    const closeAll = async () => {
      await consumer.close(true).catch(() => undefined);
      await admin.close().catch(() => undefined);
    };
    try {
      await findTopic(admin, s.topic);
      const stream = await consumer.consume({
        topics: [s.topic],
        mode: 'committed',
        fallbackMode: 'earliest',
        autocommit: false,
        // An idle fetch returns within a second, so that a close does not wait for a long poll.
        maxWaitTime: 1000,
        highWaterMark: window,
      });
      stream.on('error', (err: Error) => {
        if (!closing) lose(err);
      });
      stream.on('data', (m: Message) => {
        let partition = offsets.get(m.partition);
        if (!partition) offsets.set(m.partition, (partition = new PartitionOffsets()));
        if (!partition.add(m.offset)) return;
        if (++held >= window) stream.pause();
        inbox.push(received(m), {
          ack: () => {
            if (--held < window) stream.resume();
            const next = partition.settle(m.offset);
            if (next === undefined) return;
            toCommit.set(m.partition, {
              topic: m.topic,
              partition: m.partition,
              offset: next,
              leaderEpoch: m.leaderEpoch,
            });
            committing = committing.then(commitPending);
            return committing;
          },
        });
      });
      return {
        lost,
        take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
        ack: (messages) => inbox.ack(messages),
        lag: () => kafkaLag(admin, s),
        async close() {
          closing = true;
          inbox.release();
          await committing;
          await stream.close().catch(() => undefined);
          await closeAll();
        },
      };
    } catch (err) {
      await closeAll();
      if (err instanceof BrokerProblem) throw err;
      throw new BrokerProblem('connection', `Kafka: ${reasonOf(err as Error)}`);
    }
  },
};
