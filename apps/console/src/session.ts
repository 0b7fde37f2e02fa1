import { FnhostClient, Session } from '@fnhost/sdk';
import { useEffect, useState } from 'preact/hooks';

/** Renew this long before the access token expires, so that no request waits on a refresh. */
const REFRESH_MARGIN_MS = 60_000;

type Listener = (signedIn: boolean) => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Why the last session ended when it was not the user's doing (shown on the sign-in page). */
export let endedBecause: string | null = null;

/**
 * The page's one client. Its tokens live in this page's memory only (never in localStorage or a
 * cookie): a reload or a new tab signs in again.
 */
export const client = new FnhostClient({
  url: window.location.origin,
  refreshMarginMs: REFRESH_MARGIN_MS,
  onSession: (session) => {
    schedule(session);
    listeners.forEach((l) => l(session !== null));
  },
});

/** Refreshes ahead of expiry even while the page is idle; a refused refresh ends the session. */
function schedule(session: Session | null) {
  clearTimeout(timer);
  if (!session) return;
  const wait = Math.max(0, session.expires_at - Date.now() - REFRESH_MARGIN_MS);
  timer = setTimeout(() => {
    client.refresh().catch((err: Error) => {
      endedBecause = err.message;
      void signOut();
    });
  }, wait);
}

export async function signIn(email: string, password: string): Promise<void> {
  endedBecause = null;
  await client.login(email, password);
}

/** Ends the session on the server; the page forgets it whatever the server answers. */
export async function signOut(): Promise<void> {
  await client
    .logout()
    .catch((err: Error) => console.warn(`signed out here; the server was not told: ${err.message}`));
}

export function useSignedIn(): boolean {
  const [signedIn, set] = useState(client.loggedIn);
  useEffect(() => {
    listeners.add(set);
    return () => void listeners.delete(set);
  }, []);
  return signedIn;
}
