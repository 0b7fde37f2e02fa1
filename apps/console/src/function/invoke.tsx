import type { LogEntry, Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, ErrorBox, Form, Status, useAction } from '../ui';
import type { TabProps } from './tab';
import { LogList } from './logs';

type Outcome = Schemas['InvokeResponseDto'] & { logs: LogEntry[]; signed: boolean };

/**
 * The invoke playground. A pasted private key signs the request; it lives in this component's
 * state only, and is gone when the page is left.
 */
export function InvokeTab({ fn }: TabProps) {
  const [input, setInput] = useState('{\n  "name": "world"\n}');
  const [privateKey, setPrivateKey] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const invoke = useAction(async () => {
    setOutcome(null);
    let body: unknown;
    try {
      body = input.trim() ? JSON.parse(input) : {};
    } catch (err) {
      throw new Error(`Input is not valid JSON: ${(err as Error).message}`);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Error('Input must be a JSON object');
    const key = privateKey.trim() || undefined;
    const reply = await client.invoke(fn.id, body as Record<string, unknown>, { privateKey: key });
    const { execution } = await client.execution(fn.id, reply.execution_id);
    setOutcome({ ...reply, logs: execution.logs, signed: key !== undefined });
  });
  return (
    <Card title="Invoke">
      <Form onSubmit={invoke.run}>
        <label>
          Input (JSON, the handler's event)
          <textarea
            name="input"
            class="code"
            rows={8}
            spellcheck={false}
            value={input}
            onInput={(e) => setInput(e.currentTarget.value)}
          />
        </label>
        <label>
          Private API key (optional: signs the request; kept in this page only)
          <input
            type="password"
            name="private-key"
            autoComplete="off"
            value={privateKey}
            onInput={(e) => setPrivateKey(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={invoke.busy}>
          {invoke.busy ? 'Invoking…' : 'Invoke'}
        </button>
      </Form>
      <ErrorBox error={invoke.error} />
      {outcome && (
        <section class="outcome" aria-label="Invocation result">
          <p>
            <Status value={outcome.status} /> in <span data-outcome="duration">{outcome.duration_ms}</span> ms
            {outcome.signed && ' · signed'} · execution <code>{outcome.execution_id}</code>
          </p>
          {outcome.error_message && <pre class="build-error">{outcome.error_message}</pre>}
          <h3>Result</h3>
          <pre class="code" data-outcome="result">
            {JSON.stringify(outcome.result, null, 2)}
          </pre>
          <h3>Logs</h3>
          <LogList entries={outcome.logs} empty="The invocation logged nothing." />
        </section>
      )}
    </Card>
  );
}
