import type { Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { client } from '../session';
import {
  Card,
  Choice,
  Empty,
  ErrorBox,
  Field,
  Form,
  Notice,
  Status,
  Time,
  useAction,
  useInterval,
  useLoad,
} from '../ui';
import type { TabProps } from './tab';

type TriggerType = Schemas['CreateTriggerDto']['type'];
type SaslMechanism = NonNullable<Schemas['TriggerConnectionDto']['sasl_mechanism']>;

/** The source fields each broker reads, as [field, label]. */
const SOURCE_FIELDS: Record<TriggerType, [string, string][]> = {
  nats: [
    ['stream', 'Stream'],
    ['subject', 'Filter subject (optional)'],
    ['durable', 'Durable consumer'],
  ],
  rabbitmq: [['queue', 'Queue']],
  kafka: [
    ['topic', 'Topic'],
    ['group_id', 'Consumer group'],
  ],
  mqtt: [['topic', 'Topic filter']],
};
const URL_HINT: Record<TriggerType, string> = {
  nats: 'nats://nats.internal:4222',
  rabbitmq: 'amqp://mq.internal:5672/',
  kafka: 'kafka://k1:9092,k2:9092',
  mqtt: 'mqtt://mqtt.internal:1883',
};

/** Broker triggers: each message (or batch) of a stream, queue or topic becomes an asynchronous invocation. */
export function TriggersTab({ fn }: TabProps) {
  const list = useLoad(() => client.triggers(fn.id), [fn.id]);
  useInterval(list.reload, 3000); // state, lag and counts move on their own
  const [type, setType] = useState<TriggerType>('nats');
  const [form, setForm] = useState<Record<string, string>>({
    name: '',
    url: '',
    batch: '1',
    wait: '0',
    inFlight: '100',
  });
  const set = (key: string) => (value: string) => setForm({ ...form, [key]: value });
  const [done, setDone] = useState<string | null>(null);
  const add = useAction(async () => {
    const source = Object.fromEntries(
      SOURCE_FIELDS[type].map(([key]) => [key, form[key]]).filter(([, v]) => v),
    ) as Schemas['CreateTriggerDto']['source'];
    const t = await client.createTrigger(fn.id, {
      name: form.name,
      type,
      connection: {
        url: form.url,
        ...(form.username && { username: form.username }),
        ...(form.password && { password_secret: form.password }),
        ...(type === 'kafka' && form.username && form.sasl && { sasl_mechanism: form.sasl as SaslMechanism }),
        ...(form.ca && { tls: { ca_secret: form.ca } }),
      },
      source: type === 'mqtt' ? ({ ...source, qos: 1 } as Schemas['CreateTriggerDto']['source']) : source,
      batch: { max_messages: Number(form.batch), max_wait_ms: Number(form.wait) },
      max_in_flight: Number(form.inFlight),
    });
    setDone(`Trigger ${t.name} added: the broker answered and its source exists`);
    list.reload();
  });
  const change = useAction(async (t: Schemas['TriggerDto'], how: 'pause' | 'resume' | 'delete') => {
    if (how === 'delete') {
      if (!window.confirm(`Delete trigger ${t.name}? Events it accepted still run.`)) return;
      await client.deleteTrigger(fn.id, t.id);
      setDone(`Trigger ${t.name} deleted`);
    } else {
      await client.updateTrigger(fn.id, t.id, { enabled: how === 'resume' });
      setDone(how === 'pause' ? `Trigger ${t.name} paused` : `Trigger ${t.name} resumed`);
    }
    list.reload();
  });
  const triggers = list.data?.triggers;
  return (
    <>
      <Card title="Triggers">
        <p class="muted">
          A message is acknowledged once its event is stored; a redelivered one never runs twice. Retries,
          dead letters and destinations are the Async tab's. Credentials are names of your team's secrets.
        </p>
        <ErrorBox error={list.error ?? change.error} />
        <Notice text={done} />
        {triggers && triggers.length === 0 && <Empty>No triggers: add one below to consume a broker.</Empty>}
        {triggers && triggers.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Broker</th>
                <th>State</th>
                <th>Lag</th>
                <th>Messages</th>
                <th>Last message</th>
                <th>Last error</th>
                <th>
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {triggers.map((t) => (
                <tr key={t.id} data-trigger={t.name}>
                  <td>{t.name}</td>
                  <td>
                    {t.type} <code>{t.connection.url}</code>
                  </td>
                  <td>
                    <Status value={t.status.state} />
                  </td>
                  <td>{t.status.lag ?? '–'}</td>
                  <td>{t.status.messages_total}</td>
                  <td>
                    <Time iso={t.status.last_message_at} />
                  </td>
                  <td class="details">{t.status.last_error ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      class="secondary"
                      disabled={change.busy}
                      onClick={() => void change.run(t, t.enabled ? 'pause' : 'resume')}
                    >
                      {t.enabled ? 'Pause' : 'Resume'}
                    </button>{' '}
                    <button
                      type="button"
                      class="secondary"
                      disabled={change.busy}
                      onClick={() => void change.run(t, 'delete')}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title="Add a trigger">
        <ErrorBox error={add.error} />
        <Form onSubmit={add.run}>
          <Field label="Name" name="name" value={form.name} onValue={set('name')} />
          <Choice
            label="Broker"
            name="type"
            options={[
              ['nats', 'NATS JetStream'],
              ['rabbitmq', 'RabbitMQ'],
              ['kafka', 'Kafka'],
              ['mqtt', 'MQTT'],
            ]}
            value={type}
            onValue={(v) => setType(v as TriggerType)}
          />
          <Field label="URL" name="url" placeholder={URL_HINT[type]} value={form.url} onValue={set('url')} />
          <Field
            label="User (optional)"
            name="username"
            value={form.username ?? ''}
            onValue={set('username')}
          />
          <Field
            label="Password secret (optional)"
            name="password_secret"
            value={form.password ?? ''}
            onValue={set('password')}
          />
          {type === 'kafka' && (
            <Choice
              label="SASL mechanism"
              name="sasl_mechanism"
              options={[
                ['plain', 'PLAIN'],
                ['scram-sha-256', 'SCRAM-SHA-256'],
                ['scram-sha-512', 'SCRAM-SHA-512'],
              ]}
              value={form.sasl ?? 'plain'}
              onValue={set('sasl')}
            />
          )}
          <Field
            label="CA certificate secret (optional, for TLS)"
            name="ca_secret"
            value={form.ca ?? ''}
            onValue={set('ca')}
          />
          {SOURCE_FIELDS[type].map(([key, label]) => (
            <Field key={key} label={label} name={key} value={form[key] ?? ''} onValue={set(key)} />
          ))}
          <Field
            label="Messages per invocation"
            name="max_messages"
            type="number"
            min={1}
            max={100}
            value={form.batch}
            onValue={set('batch')}
          />
          <Field
            label="Batch wait (ms)"
            name="max_wait_ms"
            type="number"
            min={0}
            value={form.wait}
            onValue={set('wait')}
          />
          <Field
            label="Unfinished events at most"
            name="max_in_flight"
            type="number"
            min={1}
            value={form.inFlight}
            onValue={set('inFlight')}
          />
          <button type="submit" disabled={add.busy}>
            Add trigger
          </button>
        </Form>
      </Card>
    </>
  );
}
