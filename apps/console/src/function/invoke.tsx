import { FnhostError, type LogEntry, type Schemas } from '@fnhost/sdk';
import { useRef, useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Choice, ErrorBox, Field, Form, Notice, Status, TextArea, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';
import { LogList } from './logs';

type Outcome = Omit<Schemas['InvokeResponseDto'], 'status'> & {
  status: string;
  logs: LogEntry[];
  signed: boolean;
  attempts?: number;
};
/** While an asynchronous invocation runs, its execution is read this often. */
const POLL_MS = 500;

/** An asynchronous execution once it finished (queued again between attempts counts as not finished). */
async function settled(fnId: string, executionId: string) {
  for (;;) {
    const { execution } = await client.execution(fnId, executionId);
    if (execution.status !== 'queued' && execution.status !== 'running') return execution;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * A streamed invocation: each chunk shown as it comes, then the outcome as the execution recorded
 * it. Stopping leaves the stream (the function is told, recorded client_disconnected). A function
 * that does not stream answers with the invoke's JSON reply, shown as an invoke's.
 */
async function streamInvocation(
  fnId: string,
  body: Record<string, unknown>,
  privateKey: string | undefined,
  signal: AbortSignal,
  show: (text: string | null) => void,
  done: (outcome: Outcome) => void,
) {
  const reply = await client.invokeStream(fnId, body, { privateKey, signal });
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of reply) {
      text += decoder.decode(chunk, { stream: true });
      if (reply.streamed) show(text);
    }
  } catch (err) {
    if (!signal.aborted) throw err;
  }
  const id = reply.streamed
    ? reply.executionId!
    : (JSON.parse(text) as { execution_id: string }).execution_id;
  const { execution } = await client.waitRecorded(fnId, id);
  if (!reply.streamed) show(null);
  done({
    execution_id: id,
    status: execution.status,
    result: reply.streamed ? null : (JSON.parse(text) as Outcome).result,
    duration_ms: execution.duration_ms ?? 0,
    error_message: execution.invocation.error_message ?? undefined,
    logs: execution.logs,
    signed: privateKey !== undefined,
  });
}

/** The playground's input per function, kept while the page is open (the tab unmounts on a switch). */
const drafts = new Map<string, string>();
const FIRST_INPUT = '{\n  "name": "world"\n}';

/**
 * The invoke playground. A pasted private key signs the request; it lives in this component's
 * state only, and is gone when the page is left.
 */
export function InvokeTab({ fn }: TabProps) {
  const [input, setTyped] = useState(drafts.get(fn.id) ?? FIRST_INPUT);
  const setInput = (text: string) => {
    drafts.set(fn.id, text);
    setTyped(text);
  };
  const [privateKey, setPrivateKey] = useState('');
  const keyField = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asynchronous, setAsynchronous] = useState(false);
  const [streamed, setStreamed] = useState(false);
  /** The streamed body so far (null: not streaming). */
  const [chunks, setChunks] = useState<string | null>(null);
  const stopper = useRef<AbortController | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const invoke = useAction(async () => {
    setOutcome(null);
    setQueued(null);
    setChunks(null);
    let body: unknown;
    try {
      body = input.trim() ? JSON.parse(input) : {};
    } catch (err) {
      throw new Error(`Input is not valid JSON: ${(err as Error).message}`);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Error('Input must be a JSON object');
    const key = privateKey.trim() || undefined;
    if (asynchronous) {
      const accepted = await client.invokeAsync(fn.id, body as Record<string, unknown>, { privateKey: key });
      setQueued(accepted.execution_id);
      const e = await settled(fn.id, accepted.execution_id);
      setQueued(null);
      setOutcome({
        execution_id: e.uuid,
        status: e.status,
        result: e.result === null || e.result_truncated ? null : (JSON.parse(e.result) as Outcome['result']),
        duration_ms: e.duration_ms ?? 0,
        error_message: e.invocation.error_message ?? undefined,
        logs: e.logs,
        signed: key !== undefined,
        attempts: e.attempts,
      });
      return;
    }
    if (streamed) {
      stopper.current = new AbortController();
      try {
        await streamInvocation(
          fn.id,
          body as Record<string, unknown>,
          key,
          stopper.current.signal,
          setChunks,
          setOutcome,
        );
      } finally {
        stopper.current = null;
      }
      return;
    }
    const reply = await client
      .invoke(fn.id, body as Record<string, unknown>, { privateKey: key })
      .catch((err: unknown) => {
        // Unsigned, refused: the fix is the field above, not the signature headers the API names.
        if (!key && err instanceof FnhostError && err.status === 403) {
          keyField.current?.focus();
          throw new Error(
            'This function takes signed invocations only: paste one of its private API keys into "Private API key" above (the API keys tab generates one).',
          );
        }
        throw err;
      });
    const { execution } = await client.execution(fn.id, reply.execution_id);
    setOutcome({ ...reply, logs: execution.logs, signed: key !== undefined });
  });
  return (
    <Card title="Invoke">
      <SavedEvents functionId={fn.id} input={input} onPick={setInput} />
      <Form onSubmit={invoke.run}>
        <TextArea
          label="Input (JSON, the handler's event)"
          name="input"
          rows={8}
          spellcheck={false}
          value={input}
          onValue={setInput}
        />
        <label>
          Private API key (optional: signs the request; kept in this page only)
          <input
            ref={keyField}
            type="password"
            name="private-key"
            autoComplete="off"
            value={privateKey}
            onInput={(e) => setPrivateKey(e.currentTarget.value)}
          />
        </label>
        <label class="inline">
          <input
            type="checkbox"
            name="async"
            checked={asynchronous}
            onChange={(e) => setAsynchronous(e.currentTarget.checked)}
          />{' '}
          Asynchronous: answered at once, retried on failure (the result stays with the function; see
          destinations)
        </label>
        <label class="inline">
          <input
            type="checkbox"
            name="stream"
            checked={streamed}
            disabled={asynchronous}
            onChange={(e) => setStreamed(e.currentTarget.checked)}
          />{' '}
          Stream the reply: show it as the function writes it (a streaming function)
        </label>
        <button type="submit" disabled={invoke.busy}>
          {invoke.busy ? 'Invoking…' : 'Invoke'}
        </button>
        {invoke.busy && streamed && (
          <button type="button" class="secondary" onClick={() => stopper.current?.abort()}>
            Stop
          </button>
        )}
      </Form>
      <ErrorBox error={invoke.error} />
      {queued && (
        <p class="notice" role="status" data-outcome="queued">
          Queued as execution <code>{queued}</code>; waiting for it to finish…
        </p>
      )}
      {chunks !== null && (
        <section aria-label="Streamed reply">
          <h3>Streamed reply{invoke.busy && ' (arriving…)'}</h3>
          <pre class="code" data-outcome="stream">
            {chunks}
          </pre>
        </section>
      )}
      {outcome && (
        <section class="outcome" aria-label="Invocation result">
          <p>
            <Status value={outcome.status} /> in <span data-outcome="duration">{outcome.duration_ms}</span> ms
            {outcome.signed && ' · signed'} · execution <code>{outcome.execution_id}</code>
            {outcome.attempts !== undefined && ` · asynchronous, ${outcome.attempts} attempt(s)`}
          </p>
          {outcome.error_message && <pre class="build-error">{outcome.error_message}</pre>}
          {outcome.status === 'success' && chunks === null && (
            <>
              <h3>Result</h3>
              <pre class="code" data-outcome="result">
                {JSON.stringify(outcome.result, null, 2)}
              </pre>
            </>
          )}
          <h3>Logs</h3>
          <LogList entries={outcome.logs} empty="The invocation logged nothing." />
        </section>
      )}
    </Card>
  );
}

/**
 * The function's saved test events: one picked becomes the input; the input can be saved under a
 * name (replacing one of that name) and a saved one deleted.
 */
function SavedEvents({
  functionId,
  input,
  onPick,
}: {
  functionId: string;
  input: string;
  onPick: (text: string) => void;
}) {
  const saved = useLoad(() => client.testEvents(functionId), [functionId]);
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const events = saved.data?.test_events ?? [];
  const save = useAction(async () => {
    let event: unknown;
    try {
      event = JSON.parse(input);
    } catch (err) {
      throw new Error(`Input is not valid JSON: ${(err as Error).message}`);
    }
    const kept = await client.saveTestEvent(functionId, name.trim(), event as Record<string, unknown>);
    setDone(`Saved as "${kept.name}"`);
    setPicked(kept.name);
    saved.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm(`Delete the test event "${picked}"?`)) return;
    await client.deleteTestEvent(functionId, picked);
    setDone(`Deleted "${picked}"`);
    setPicked('');
    saved.reload();
  });
  return (
    <section class="saved-events" aria-label="Saved test events">
      <div class="inline">
        <Choice
          label="Saved test event"
          name="saved-event"
          options={[['', events.length ? 'choose one…' : 'none saved yet'], ...events.map((e) => e.name)]}
          value={picked}
          onValue={(value) => {
            setPicked(value);
            const event = events.find((e) => e.name === value);
            if (event) onPick(JSON.stringify(event.event, null, 2));
          }}
        />
        <button
          type="button"
          class="secondary"
          disabled={!picked || remove.busy}
          onClick={() => void remove.run()}
        >
          Delete it
        </button>
      </div>
      <Form class="inline" onSubmit={save.run}>
        <Field
          label="Save the input as"
          name="event-name"
          required
          maxLength={64}
          pattern="[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}"
          title="letters, digits, _ . - (at most 64)"
          value={name}
          onValue={setName}
        />
        <button type="submit" class="secondary" disabled={save.busy}>
          Save
        </button>
      </Form>
      <ErrorBox error={saved.error ?? save.error ?? remove.error} />
      <Notice text={done} />
    </section>
  );
}
