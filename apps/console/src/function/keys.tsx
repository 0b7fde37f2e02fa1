import type { Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { client } from '../session';
import {
  Card,
  CopyButton,
  Empty,
  ErrorBox,
  Form,
  Notice,
  ShownOnce,
  Status,
  Time,
  useAction,
  useLoad,
} from '../ui';
import type { TabProps } from './tab';

type Validity = Schemas['GenerateApiKeyDto']['validity'];
type Key = Schemas['ApiKeyDto'];

const VALIDITIES: [Validity, string][] = [
  ['1h', '1 hour'],
  ['1d', '1 day'],
  ['1w', '1 week'],
  ['1m', '1 month'],
  ['forever', 'never expires'],
];
/** "1 month", not "1m" (read as one minute). */
const validityWords = (v: Validity) => VALIDITIES.find(([value]) => value === v)?.[1] ?? v;

/** A function's API keys: generate (the private key shown once), roll, revoke, enable, update, delete. */
export function KeysTab({ fn }: TabProps) {
  const keys = useLoad(() => client.listKeys(fn.id), [fn.id]);
  const [validity, setValidity] = useState<Validity>('1m');
  const [name, setName] = useState('');
  const [generated, setGenerated] = useState<Schemas['GenerateResponseDto'] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const generate = useAction(async () => {
    setGenerated(await client.generateKey(fn.id, validity, name.trim() || undefined));
    setName('');
    keys.reload();
  });
  /** Runs one key operation, then says what the API said and reads the list again. */
  const act = useAction(async (operation: () => Promise<{ message: string }>) => {
    setNotice((await operation()).message);
    keys.reload();
  });
  const list = keys.data?.api_keys ?? [];
  return (
    <>
      <Card title="Generate a key">
        <p>
          {fn.skip_signing
            ? 'This function never requires signatures; a key still identifies callers that sign.'
            : 'Once the function has an active key, every invocation must be signed with it. A new key replaces the active one.'}
        </p>
        <Form class="inline" onSubmit={generate.run}>
          <label>
            Validity
            <ValiditySelect name="validity" value={validity} onChange={setValidity} />
          </label>
          <label>
            Name (optional)
            <input
              name="key-name"
              maxLength={255}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={generate.busy}>
            Generate key
          </button>
        </Form>
        <ErrorBox error={generate.error} />
        {generated && (
          <ShownOnce
            label="New private key"
            kind="private-key"
            warning={generated.warning}
            name="Private key"
            value={generated.api_key.private_key}
            onStored={() => setGenerated(null)}
          />
        )}
      </Card>
      <Card title="Keys">
        <ErrorBox error={keys.error ?? act.error} />
        <Notice text={notice} />
        {keys.data && list.length === 0 && (
          <Empty>No keys. Generate one above to require signed invocations.</Empty>
        )}
        {list.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Public key</th>
                <th>State</th>
                <th>Validity</th>
                <th>Expires</th>
                <th>Created</th>
                <th>
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((k) => (
                <KeyRow key={k.uuid} apiKey={k} busy={act.busy} act={(op) => void act.run(op)} />
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}

function KeyRow({
  apiKey: k,
  busy,
  act,
}: {
  apiKey: Key;
  busy: boolean;
  act: (op: () => Promise<{ message: string }>) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [validity, setValidity] = useState<Validity>(k.validity);
  const [name, setName] = useState(k.name ?? '');
  const state = !k.is_active ? 'revoked' : k.expired ? 'expired' : 'active';
  return (
    <tr data-key={k.uuid}>
      <td>{k.name ?? <span class="muted">unnamed</span>}</td>
      <td>
        <code title={k.public_key}>{k.public_key.slice(0, 12)}…</code> <CopyButton text={k.public_key} />
      </td>
      <td>
        <Status value={state} />
        {k.revoked_at && (
          <div class="small muted">
            revoked <Time iso={k.revoked_at} />
          </div>
        )}
      </td>
      <td>
        {editing ? (
          <ValiditySelect label="New validity" value={validity} onChange={setValidity} />
        ) : (
          validityWords(k.validity)
        )}
      </td>
      <td>{k.expires_at ? <Time iso={k.expires_at} /> : <span class="muted">never</span>}</td>
      <td>
        <Time iso={k.created_at} />
      </td>
      <td class="buttons">
        {editing ? (
          <>
            <input
              aria-label="New name"
              maxLength={255}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setEditing(false);
                act(() => client.updateKey(k.uuid, { validity, name: name.trim() || undefined }));
              }}
            >
              Save
            </button>
            <button type="button" class="secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            {k.is_active ? (
              <>
                <button
                  type="button"
                  class="secondary"
                  disabled={busy}
                  onClick={() => act(() => client.rollKey(k.uuid))}
                >
                  Roll
                </button>
                <button
                  type="button"
                  class="secondary"
                  disabled={busy}
                  onClick={() => act(() => client.revokeKey(k.uuid))}
                >
                  Revoke
                </button>
                <button type="button" class="secondary" onClick={() => setEditing(true)}>
                  Update
                </button>
              </>
            ) : (
              <button
                type="button"
                class="secondary"
                disabled={busy}
                onClick={() => act(() => client.enableKey(k.uuid))}
              >
                Enable
              </button>
            )}
            <button
              type="button"
              class="danger"
              disabled={busy}
              onClick={() =>
                window.confirm('Delete this key for good? It cannot be recovered.') &&
                act(() => client.deleteKey(k.uuid))
              }
            >
              Delete
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

function ValiditySelect(props: {
  value: Validity;
  onChange: (v: Validity) => void;
  name?: string;
  label?: string;
}) {
  return (
    <select
      name={props.name}
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as Validity)}
    >
      {VALIDITIES.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
