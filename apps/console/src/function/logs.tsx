import type { LogEntry } from '@fnhost/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox } from '../ui';
import type { TabProps } from './tab';

/** Entries kept on the page while following; older ones scroll away. */
const KEEP = 1000;
const FOLLOW_MS = 3000;

export function LogList({ entries, empty }: { entries: LogEntry[]; empty: string }) {
  if (entries.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ol class="logs">
      {entries.map((e, i) => (
        <li key={i} class={`log log-${e.level}`}>
          <time dateTime={e.timestamp}>{e.timestamp}</time> <span class="level">{e.level}</span>{' '}
          <span class="message">{e.message}</span>
        </li>
      ))}
    </ol>
  );
}

/** The function's recent logs; with live follow on, new entries are appended as they come. */
export function LogsTab({ fn }: TabProps) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [follow, setFollow] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  // Each start (and turning follow back on) reads the newest entries afresh, then follows; a failed
  // read is shown and, while following, the follower starts over after a pause.
  useEffect(() => {
    const stop = new AbortController();
    void (async () => {
      while (!stop.signal.aborted) {
        try {
          let first = true;
          for await (const batch of client.tailLogs(fn.id, { intervalMs: FOLLOW_MS, signal: stop.signal })) {
            setError(null);
            setLoaded(true);
            const replace = first;
            setEntries((old) => (replace ? batch : [...old, ...batch].slice(-KEEP)));
            first = false;
            if (!follow) stop.abort();
          }
        } catch (err) {
          if (stop.signal.aborted) return;
          setError(err);
          if (!follow) return;
          await new Promise((r) => setTimeout(r, FOLLOW_MS));
        }
      }
    })();
    return () => stop.abort();
  }, [fn.id, follow]);
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
      <ErrorBox error={error} />
      {loaded && (
        <LogList entries={entries} empty="No logs yet. Invoke the function; what it logs shows here." />
      )}
    </Card>
  );
}
