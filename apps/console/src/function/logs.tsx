import type { LogEntry } from '@fnhost/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, localRange, TimeRange, TimeRangeFields } from '../ui';
import type { TabProps } from './tab';

/** Entries kept on the page while following; older ones scroll away. */
const KEEP = 1000;
const FOLLOW_MS = 3000;

export function LogList({ entries, empty }: { entries: LogEntry[]; empty: string }) {
  if (entries.length === 0) return <Empty>{empty}</Empty>;
  return (
    // It scrolls: keyboard users reach it too.
    <ol class="logs" tabIndex={0} aria-label="Log entries">
      {entries.map((e, i) => (
        <li key={i} class={`log log-${e.level}`}>
          <time dateTime={e.timestamp}>{e.timestamp}</time> <span class="level">{e.level}</span>{' '}
          <span class="message">{e.message}</span>
        </li>
      ))}
    </ol>
  );
}

interface Filter extends TimeRange {
  /** Text the message contains. */
  q?: string;
}

/**
 * The function's recent logs, filtered by text and time; with live follow on (and no end time),
 * new entries are appended as they come.
 */
export function LogsTab({ fn }: TabProps) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [follow, setFollow] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const [form, setForm] = useState({ q: '', since: '', until: '' });
  const [filter, setFilter] = useState<Filter>({});
  // Each start (a new filter, turning follow back on) reads the newest entries afresh, then
  // follows; a failed read is shown and, while following, the follower starts over after a pause.
  useEffect(() => {
    const stop = new AbortController();
    const live = follow && !filter.until;
    void (async () => {
      while (!stop.signal.aborted) {
        try {
          let first = true;
          // Up to an end time: one read of the newest entries before it; else the follower.
          const read = filter.until
            ? (async function* () {
                yield (await client.logs(fn.id, { ...filter, limit: KEEP })).logs;
              })()
            : client.tailLogs(fn.id, { ...filter, intervalMs: FOLLOW_MS, signal: stop.signal });
          for await (const batch of read) {
            setError(null);
            setLoaded(true);
            const replace = first;
            setEntries((old) => (replace ? batch : [...old, ...batch].slice(-KEEP)));
            first = false;
            if (!live) stop.abort();
          }
          if (!live) return;
        } catch (err) {
          if (stop.signal.aborted) return;
          setError(err);
          if (!live) return;
          await new Promise((r) => setTimeout(r, FOLLOW_MS));
        }
      }
    })();
    return () => stop.abort();
  }, [fn.id, follow, filter]);
  return (
    <Card
      title="Logs"
      actions={
        <label class="check">
          <input
            type="checkbox"
            name="follow"
            checked={follow}
            onChange={(e) => setFollow(e.currentTarget.checked)}
          />{' '}
          Live follow
        </label>
      }
    >
      <form
        class="inline"
        aria-label="Filter logs"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ q: form.q.trim() || undefined, ...localRange(form) });
        }}
      >
        <label>
          Contains
          <input
            name="q"
            maxLength={200}
            value={form.q}
            onInput={(e) => setForm({ ...form, q: e.currentTarget.value })}
          />
        </label>
        <TimeRangeFields value={form} onValue={(range) => setForm({ ...form, ...range })} />
        <button type="submit" class="secondary">
          Filter
        </button>
      </form>
      <ErrorBox error={error} />
      {loaded && (
        <LogList
          entries={entries}
          empty={
            filter.q || filter.since || filter.until
              ? 'No entries match the filter.'
              : 'No logs yet. Invoke the function; what it logs shows here.'
          }
        />
      )}
    </Card>
  );
}
