// Applies the security settings of docker/keycloak/fnhost-realm.json to a realm that was imported
// earlier (Keycloak imports a realm file only once): sign-up, username/email edits, brute-force
// detection and the user profile. Idempotent; run by scripts/provision.sh with the admin password.
'use strict';
const fs = require('fs');
const path = require('path');

const SETTINGS = [
  'registrationAllowed',
  'editUsernameAllowed',
  'bruteForceProtected',
  'permanentLockout',
  'failureFactor',
  'waitIncrementSeconds',
  'maxFailureWaitSeconds',
  'minimumQuickLoginWaitSeconds',
  'quickLoginCheckMilliSeconds',
  'maxDeltaTimeSeconds',
];

async function main() {
  const base = process.env.KC_URL || 'http://127.0.0.1:8180';
  const realmFile = path.join(__dirname, '..', 'docker', 'keycloak', 'fnhost-realm.json');
  const realm = JSON.parse(fs.readFileSync(realmFile, 'utf8'));
  const tokenRes = await fetch(`${base}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: 'admin',
      password: process.env.KC_ADMIN_PASSWORD || '',
    }),
  });
  if (!tokenRes.ok) throw new Error(`admin login refused (${tokenRes.status})`);
  const { access_token: token } = await tokenRes.json();
  const admin = async (method, url, body) => {
    const res = await fetch(`${base}/admin/realms/${realm.realm}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await admin('PUT', '', Object.fromEntries(SETTINGS.map((k) => [k, realm[k]])));
  const [profile] = realm.components['org.keycloak.userprofile.UserProfileProvider'];
  await admin('PUT', '/users/profile', JSON.parse(profile.config['kc.user.profile.config'][0]));
  const now = await admin('GET', '');
  const drift = SETTINGS.filter((k) => now[k] !== realm[k]);
  if (drift.length) throw new Error(`settings not applied: ${drift.join(', ')}`);
}

main().then(
  () => console.log('    realm security settings applied'),
  (err) => {
    console.error(`keycloak-realm: ${err.message}`);
    process.exit(1);
  },
);
