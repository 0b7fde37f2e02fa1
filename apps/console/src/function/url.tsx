import { FnhostError, Schemas, URL_AUTH_MODES } from '@fnhost/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../session';
import { Card, CopyButton, ErrorBox, Field, Form, Notice, TextArea, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

type Auth = Schemas['FunctionUrlConfigDto']['auth'];
type InvokeMode = Schemas['FunctionUrlDto']['invoke_mode'];
const AUTH_LABELS: Record<Auth, string> = {
  none: 'none: public (webhooks)',
  bearer: "bearer: the owner's token",
  signature: "signature: the function's API key",
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The function's URL: its address with a copy button, its auth and CORS, and a small "try it" form. */
export function UrlTab({ fn }: TabProps) {
  const current = useLoad(
    () =>
      client.functionUrl(fn.id).catch((err: unknown) => {
        if (err instanceof FnhostError && err.status === 404) return null;
        throw err;
      }),
    [fn.id],
  );
  const [auth, setAuth] = useState<Auth>('none');
  const [mode, setMode] = useState<InvokeMode>('buffered');
  const [origins, setOrigins] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const url = current.data;
  useEffect(() => {
    if (!url) return;
    setAuth(url.auth);
    setMode(url.invoke_mode);
    setOrigins(url.cors?.allow_origins.join(', ') ?? '');
  }, [url]);
  const save = useAction(async () => {
    const allow = list(origins);
    const cors = allow.length
      ? {
          ...url?.cors,
          allow_origins: allow,
          allow_methods: url?.cors?.allow_methods.length ? url.cors.allow_methods : ['*'],
        }
      : null;
    // The alias is kept as it is (the Aliases tab's to change); PUT replaces what it leaves out.
    await client.setFunctionUrl(fn.id, { auth, cors, alias: url?.alias, invoke_mode: mode });
    setDone(url ? 'URL updated' : 'URL created');
    current.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm('Delete this URL? Its address stops working and is never given out again.')) return;
    await client.deleteFunctionUrl(fn.id);
    setDone('URL deleted');
    current.reload();
  });
  return (
    <Card title="Function URL">
      <p class="muted">
        Any HTTP request to the URL (any method, any path below it) runs the function with AWS Lambda's
        payload format 2.0; its reply <code>{'{statusCode, headers, cookies, body}'}</code> is sent as it is.
      </p>
      <ErrorBox error={current.error ?? save.error ?? remove.error} />
      <Notice text={done} />
      {url && (
        <p class="url-line">
          <code data-url>{url.url}</code> <CopyButton text={url.url} />
        </p>
      )}
      {current.data !== undefined && (
        <Form onSubmit={save.run}>
          <label>
            Auth
            <select name="auth" value={auth} onChange={(e) => setAuth(e.currentTarget.value as Auth)}>
              {URL_AUTH_MODES.map((m) => (
                <option value={m} key={m}>
                  {AUTH_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Replies
            <select
              name="invoke-mode"
              value={mode}
              onChange={(e) => setMode(e.currentTarget.value as InvokeMode)}
            >
              <option value="buffered">buffered: sent once the function returns (up to 6 MB)</option>
              <option value="response_stream">streamed: sent as the function writes it</option>
            </select>
          </label>
          <Field
            label="CORS origins (comma-separated, * for any; empty: no CORS)"
            name="origins"
            value={origins}
            onValue={setOrigins}
          />
          <button type="submit" disabled={save.busy}>
            {url ? 'Save' : 'Create URL'}
          </button>{' '}
          {url && (
            <button type="button" class="secondary" disabled={remove.busy} onClick={() => void remove.run()}>
              Delete URL
            </button>
          )}
        </Form>
      )}
      {url && <TryIt url={url} />}
    </Card>
  );
}

/** Sends one request to the URL from this page and shows the reply as it came. */
function TryIt({ url }: { url: Schemas['FunctionUrlDto'] }) {
  const [method, setMethod] = useState('GET');
  const [path, setPath] = useState('/');
  const [body, setBody] = useState('');
  const [reply, setReply] = useState<{ status: number; headers: string; body: string } | null>(null);
  const send = useAction(async () => {
    const target = url.url.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
    const res = await client.callFunctionUrl(
      target,
      { method, body: ['GET', 'HEAD'].includes(method) || !body ? undefined : body },
      { bearer: url.auth === 'bearer' },
    );
    const headers: string[] = [];
    res.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
    setReply({ status: res.status, headers: headers.join('\n'), body: await res.text() });
  });
  return (
    <Form onSubmit={send.run} class="try-it">
      <h3>Try it</h3>
      {url.auth === 'signature' && (
        <p class="muted">This URL needs a signature: the form sends none, so expect 401.</p>
      )}
      <label>
        Method
        <select name="method" value={method} onChange={(e) => setMethod(e.currentTarget.value)}>
          {METHODS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <Field label="Path (with a query if you like)" name="path" value={path} onValue={setPath} />
      <TextArea label="Body" name="body" rows={3} value={body} onValue={setBody} />
      <button type="submit" disabled={send.busy}>
        Send
      </button>
      <ErrorBox error={send.error} />
      {reply && (
        <pre class="code" data-reply>
          {`${reply.status}\n${reply.headers}\n\n${reply.body}`}
        </pre>
      )}
    </Form>
  );
}
