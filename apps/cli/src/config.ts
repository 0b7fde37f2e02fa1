import { Session } from '@fnhost/sdk';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { homedir } from 'os';
import * as path from 'path';

export const DEFAULT_URL = 'http://127.0.0.1:3000';

/** Where credentials and keys live: $FNHOST_CONFIG_DIR, else $XDG_CONFIG_HOME/fnhost, else ~/.config/fnhost. */
export function configDir(): string {
  if (process.env.FNHOST_CONFIG_DIR) return process.env.FNHOST_CONFIG_DIR;
  const base = process.env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(base, 'fnhost');
}

/** The stored login: which server, as whom, with which tokens. */
export interface Credentials {
  url: string;
  email: string;
  session: Session;
  /** The team commands list and create in (`fnhost teams use`); the personal team when unset. */
  team?: string;
}

/** A private API key kept for signing invocations of one function. */
export interface StoredKey {
  function_id: string;
  function_name: string;
  uuid: string;
  private_key: string;
  /** The last signature timestamp used, so that two invocations never sign alike (Unix seconds). */
  last_signed_at?: number;
}

const credentialsFile = () => path.join(configDir(), 'credentials.json');
const keysDir = () => path.join(configDir(), 'keys');
const keyFile = (functionId: string) => path.join(keysDir(), `${functionId}.json`);

/** Secrets are written readable by the user only (0600, in 0700 directories), whatever the umask. */
function writeSecret(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    throw new Error(`${file} is not valid JSON: remove it and log in again`);
  }
}

export const loadCredentials = () => readJson<Credentials>(credentialsFile());
export const saveCredentials = (credentials: Credentials) => writeSecret(credentialsFile(), credentials);
export const forgetCredentials = () => rmSync(credentialsFile(), { force: true });

export const loadKey = (functionId: string) => readJson<StoredKey>(keyFile(functionId));
export function saveKey(key: StoredKey): string {
  writeSecret(keyFile(key.function_id), key);
  return keyFile(key.function_id);
}
export const forgetKey = (functionId: string) => rmSync(keyFile(functionId), { force: true });

/** Removes the stored private key of that key uuid, whichever function it belongs to. */
export function forgetKeyUuid(uuid: string): void {
  const dir = keysDir();
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir))
    if (readJson<StoredKey>(path.join(dir, file))?.uuid === uuid)
      rmSync(path.join(dir, file), { force: true });
}
