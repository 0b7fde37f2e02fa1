'use strict';
// fnhost soak: the api's and the worker's memory through hostile inputs and then a steady load.
// First the hostile cases: invoke bodies of 50 MB (refused while they stream), six deploys of
// 60 MB archives two at a time (streamed to storage and built), invocations that log 5,000 lines,
// a flood of never-seen bearer tokens. Then wrk at 50 connections for
// SOAK_MINUTES (10), printing both processes' RSS every 30 s. RSS is sampled every 250 ms and
// each reading is the highest since the one before: a hostile case's peak, not what it left.
// Fails (exit 1) when RSS grows more than 10% after the first 2 minutes, or passes RSS_LIMIT_MB
// (300) at any reading, the hostile cases' included.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const tar = require('tar');
const { wrk, rssMb, startStack, account, deploy, json, newFunction, sleep, BASE, HANDLER_FILES } = require('./lib');

const ARCHIVE_MB = 60;

const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const SLICE_S = 30;
const SETTLE_MIN = 2;
const RSS_LIMIT_MB = Number(process.env.RSS_LIMIT_MB || 300);
const BAD_TOKEN_SECONDS = Number(process.env.SOAK_BAD_TOKEN_SECONDS || 20);

const LOGGER = `exports.handler = async (event) => {
  for (let i = 0; i < 5000; i++) console.log('line ' + i + ' ' + 'x'.repeat(100));
  return { logged: 5000 };
};
`;

/** POSTs `mb` MB of JSON as a stream; resolves with the status (413 before the end, for a body over the limit). */
function bigBody(url, auth, mb) {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve('closed'));
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    req.write('{"body":{"pad":"');
    let sent = 0;
    const more = () => {
      while (sent < mb) {
        sent++;
        if (!req.write(chunk)) return req.once('drain', more);
      }
      req.end('"}}');
    };
    more();
  });
}

/** A tar.gz of the handler and ARCHIVE_MB of random bytes (they do not compress), on disk. */
async function bigArchive() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fnhost-soak-'));
  fs.writeFileSync(path.join(dir, 'index.js'), HANDLER_FILES.node['index.js']);
  const out = fs.openSync(path.join(dir, 'data.bin'), 'w');
  for (let i = 0; i < ARCHIVE_MB; i++) fs.writeSync(out, crypto.randomBytes(1024 * 1024));
  fs.closeSync(out);
  const file = path.join(dir, 'big.tar.gz');
  await tar.c({ gzip: true, cwd: dir, file }, ['index.js', 'data.bin']);
  fs.rmSync(path.join(dir, 'data.bin'));
  return file;
}

/** Deploys the archive file (streamed from disk by fetch) and waits until its version is active. */
async function deployFile(token, functionId, file) {
  const form = new FormData();
  form.append('function_id', functionId);
  form.append('archive', await fs.openAsBlob(file), 'big.tar.gz');
  const res = await fetch(`${BASE}/api/functions/deploy`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 202) throw new Error(`deploy: ${res.status} ${await res.text()}`);
  const { version } = await res.json();
  for (;;) {
    const fn = await json(`${BASE}/api/functions/${functionId}`, { method: 'GET', token });
    if (fn.body.deployment_version === version) return;
    if (fn.body.status === 'failed') throw new Error('deploy failed');
    await sleep(100);
  }
}

async function main() {
  const stack = await startStack(undefined, { MAX_ARCHIVE_MB: String(ARCHIVE_MB + 10) });
  const highest = { api: 0, worker: 0 };
  const sample = () => {
    for (const p of ['api', 'worker']) highest[p] = Math.max(highest[p], rssMb(stack[p].pid));
  };
  const sampler = setInterval(() => { try { sample(); } catch { /* exited: the run fails elsewhere */ } }, 250);
  const all = [];
  const reading = () => {
    sample();
    const r = { ...highest };
    highest.api = highest.worker = 0;
    all.push(r);
    return r;
  };
  const say = (what, r) => console.log(`${what.padEnd(34)} api ${String(r.api).padStart(4)} MB   worker ${String(r.worker).padStart(4)} MB`);
  let failed = false;
  try {
    const { token, id, invokeUrl, viaApi, relogin } = await account();
    const auth = viaApi.auth;
    say('after start', reading());

    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push(await bigBody(invokeUrl, auth, 50));
    console.log(`10 invoke bodies of 50 MB: ${[...new Set(statuses)].join(', ')}`);
    say('after 50 MB bodies', reading());

    const archive = await bigArchive();
    const pair = [await newFunction(token), await newFunction(token)];
    for (let round = 0; round < 3; round++) await Promise.all(pair.map((fn) => deployFile(token, fn, archive)));
    fs.rmSync(path.dirname(archive), { recursive: true, force: true });
    console.log(`six deploys of ${ARCHIVE_MB} MB archives, two at a time: built`);
    say(`after ${ARCHIVE_MB} MB archives`, reading());

    const logger = (await account({ 'index.js': LOGGER }));
    const logged = await wrk(logger.invokeUrl, 4, 10, logger.viaApi);
    console.log(`invocations logging 5,000 lines: ${logged.requests} in 10 s, ${logged.errors} errors`);
    say('after 5,000-line logs', reading());

    const flood = await wrk(invokeUrl, 50, BAD_TOKEN_SECONDS, { randomTokens: true, allowStatus: true });
    console.log(`never-seen bearer tokens: ${flood.requests} requests in ${BAD_TOKEN_SECONDS} s`);
    say('after the bad-token flood', reading());

    await deploy(token, id); // a fresh version, as a user redeploys during the soak
    const readings = [];
    for (let t = SLICE_S; t <= MINUTES * 60; t += SLICE_S) {
      const slice = await wrk(invokeUrl, 50, SLICE_S, (await relogin()).viaApi);
      const r = { at_s: t, ...reading(), rps: slice.rps, errors: slice.errors };
      readings.push(r);
      say(`${t}s: ${slice.rps} req/s, ${slice.errors} errors`, r);
    }
    const settled = readings.find((r) => r.at_s >= SETTLE_MIN * 60) ?? readings[0];
    const last = readings[readings.length - 1];
    for (const p of ['api', 'worker']) {
      const growth = (last[p] - settled[p]) / settled[p];
      const peak = Math.max(...all.map((r) => r[p]));
      const ok = growth <= 0.1 && peak <= RSS_LIMIT_MB;
      failed ||= !ok;
      console.log(`${p}: ${settled[p]} MB at ${settled.at_s}s -> ${last[p]} MB at ${last.at_s}s (${(growth * 100).toFixed(1)}%), peak ${peak} MB of ${RSS_LIMIT_MB}: ${ok ? 'ok' : 'FAILED'}`);
    }
  } finally {
    clearInterval(sampler);
    await stack.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
