import { FnhostError, SessionExpiredError } from '@fnhost/sdk';
import type { ComponentChildren, InputHTMLAttributes, TextareaHTMLAttributes } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { signOut } from './session';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads `load()` now and whenever `deps` change; a stale answer never overwrites a newer one. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const call = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => call === latest.current && setState({ data, loading: false }),
      (error) => call === latest.current && setState((s) => ({ data: s.data, error, loading: false })),
    );
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Runs an action, keeping its error and whether it is under way, for a button. */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (...args: A): Promise<R | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action(...args);
    } catch (err) {
      setError(err);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}

/** An error as the API gave it: the envelope's error and details, with the status. */
export function ErrorBox({ error }: { error: unknown }) {
  useEffect(() => {
    // The refresh token was refused: nothing on the page works until the user signs in again.
    if (error instanceof SessionExpiredError) void signOut();
  }, [error]);
  if (!error) return null;
  if (error instanceof FnhostError)
    return (
      <div class="error" role="alert">
        <strong>
          {error.status} {error.error}
        </strong>
        {error.details && <span class="details">{error.details}</span>}
      </div>
    );
  return (
    <div class="error" role="alert">
      <strong>{(error as Error).message ?? String(error)}</strong>
    </div>
  );
}

/** What an empty list means, and what to do next. */
export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="empty">{children}</div>;
}

export function Card({
  title,
  children,
  actions,
}: {
  title: string;
  children: ComponentChildren;
  actions?: ComponentChildren;
}) {
  return (
    <section class="card" aria-label={title}>
      <header>
        <h2>{title}</h2>
        {actions && <div class="actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" class="secondary" onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** A credential shown this once (a private key, an access token): copy it, then say it is stored. */
export function ShownOnce({
  label,
  kind,
  warning,
  name,
  value,
  onStored,
}: {
  label: string;
  /** What it is, for tests and styles: `data-secret` on the value. */
  kind: string;
  warning: string;
  name: string;
  value: string;
  onStored: () => void;
}) {
  return (
    <div class="secret" role="status" aria-label={label}>
      <p class="warning">{warning}</p>
      <p>
        {name}: <code data-secret={kind}>{value}</code> <CopyButton text={value} />
      </p>
      <button type="button" class="secondary" onClick={onStored}>
        I have stored it
      </button>
    </div>
  );
}

export function Status({ value }: { value: string }) {
  return <span class={`status status-${value}`}>{value.replace('_', ' ')}</span>;
}

/** A moment, in the reader's locale; `minute`: one the server stores at most once a minute, shown to the minute. */
export function Time({ iso, precision }: { iso: string | null | undefined; precision?: 'minute' }) {
  if (!iso) return <span class="muted">—</span>;
  const at = new Date(iso);
  return (
    <time
      dateTime={iso}
      title={precision ? `${at.toISOString()} (recorded to the minute)` : at.toISOString()}
    >
      {precision
        ? at.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })
        : at.toLocaleString()}
    </time>
  );
}

export function Pager({
  page,
  hasNext,
  onPage,
  label,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav class="pager" aria-label={`${label} pages`}>
      <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span>Page {page}</span>
      <button type="button" class="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}

/** Calls `tick` every `ms` while the page is visible (the API's rate limit counts every call). */
export function useInterval(tick: () => void, ms: number | null) {
  const saved = useRef(tick);
  saved.current = tick;
  useEffect(() => {
    if (ms === null) return;
    const id = setInterval(() => document.visibilityState === 'visible' && saved.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}

/** A form whose submit runs `onSubmit` instead of navigating. */
export function Form({
  onSubmit,
  children,
  class: className,
}: {
  onSubmit: () => unknown;
  children: ComponentChildren;
  class?: string;
}) {
  return (
    <form
      class={className}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** An input with its label; `onValue` gets the text typed. */
export function Field({
  label,
  onValue,
  ...input
}: { label: string; onValue: (value: string) => void } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label}
      <input {...input} onInput={(e) => onValue(e.currentTarget.value)} />
    </label>
  );
}

/** A function's memory and timeout, with the API's bounds: for creating it and for changing it. */
export function LimitFields(p: {
  memory: number | string;
  timeout: number | string;
  onMemory: (value: string) => void;
  onTimeout: (value: string) => void;
}) {
  return (
    <>
      <Field
        label="Memory (MB)"
        name="memory"
        type="number"
        min={64}
        max={2048}
        value={p.memory}
        onValue={p.onMemory}
      />
      <Field
        label="Timeout (s)"
        name="timeout"
        type="number"
        min={1}
        max={300}
        value={p.timeout}
        onValue={p.onTimeout}
      />
    </>
  );
}

/** A textarea with its label (monospaced unless `plain`); `onValue` gets the text typed. */
export function TextArea({
  label,
  onValue,
  plain,
  ...area
}: {
  label: string;
  onValue: (value: string) => void;
  plain?: boolean;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <label>
      {label}
      <textarea
        class={plain ? undefined : 'code'}
        {...area}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
    </label>
  );
}

/** What the API said an action did, e.g. "API key revoked". */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p class="notice" role="status">
      {text}
    </p>
  );
}

/** A `since`-`until` range as ISO 8601 (the browser's time zone), or undefined where left empty. */
export interface TimeRange {
  since?: string;
  until?: string;
}
export const localRange = (r: { since: string; until: string }): TimeRange => ({
  since: r.since ? new Date(r.since).toISOString() : undefined,
  until: r.until ? new Date(r.until).toISOString() : undefined,
});

/** "From" and "Until" inputs of a filter form (datetime-local: the browser's own picker). */
export function TimeRangeFields({
  value,
  onValue,
}: {
  value: { since: string; until: string };
  onValue: (value: { since: string; until: string }) => void;
}) {
  return (
    <>
      {(
        [
          ['since', 'From'],
          ['until', 'Until'],
        ] as const
      ).map(([field, label]) => (
        <label key={field}>
          {label}
          <input
            type="datetime-local"
            name={field}
            value={value[field]}
            onInput={(e) => onValue({ ...value, [field]: e.currentTarget.value })}
          />
        </label>
      ))}
    </>
  );
}

/** A select of values (each its own label, or [value, label]); `any` puts an empty "any" first. */
export function Choice({
  label,
  name,
  options,
  value,
  onValue,
  any,
}: {
  label: string;
  name: string;
  options: readonly (string | readonly [string, string])[];
  value: string;
  onValue: (value: string) => void;
  any?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        {any && <option value="">any</option>}
        {options.map((o) => {
          const [v, text] = typeof o === 'string' ? [o, o] : o;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}
