'use strict';
// fnhost runtime shim: runs inside every function container. Loads the handler named by
// /app/function.json, serves invocations on :8080 and captures console output per invocation.
const http = require('http');
const path = require('path');
const util = require('util');
const fs = require('fs');
const { AsyncLocalStorage } = require('async_hooks');

const APP_DIR = process.env.FNHOST_APP_DIR || '/app';
const PORT = Number(process.env.FNHOST_PORT || 8080);
const MAX_BODY = 6 * 1024 * 1024;
const invocation = new AsyncLocalStorage();

const raw = { debug: console.debug, log: console.log, info: console.info, warn: console.warn, error: console.error };
const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };
for (const [method, level] of Object.entries(LEVELS)) {
  console[method] = (...args) => {
    const logs = invocation.getStore();
    if (!logs) return raw[method](...args);
    logs.push({ timestamp: new Date().toISOString(), level, message: util.format(...args) });
  };
}

let handler;
let loadError = null;
try {
  const manifestPath = path.join(APP_DIR, 'function.json');
  const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  const spec = manifest.handler || 'index.handler';
  const dot = spec.lastIndexOf('.');
  const file = spec.slice(0, dot);
  const name = spec.slice(dot + 1);
  const mod = require(path.join(APP_DIR, file));
  handler = mod[name];
  if (typeof handler !== 'function') throw new Error(`handler "${spec}" is not an exported function`);
} catch (err) {
  loadError = err && err.stack ? String(err.stack).split('\n').slice(0, 5).join('\n') : String(err);
  raw.error(`fnhost: cannot load handler: ${loadError}`);
}

// A stray error from a handler's callback must not take the other in-flight invocations down.
process.on('uncaughtException', (err) => raw.error('fnhost: uncaught exception:', err));
process.on('unhandledRejection', (err) => raw.error('fnhost: unhandled rejection:', err));

function reply(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function invoke(eventText, context) {
  const logs = [];
  return invocation.run(logs, async () => {
    try {
      const event = eventText === '' ? null : JSON.parse(eventText);
      const value = await handler(event, context);
      const result = value === undefined ? null : JSON.parse(JSON.stringify(value));
      return { status: 'success', result, error: null, logs };
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : `thrown: ${util.inspect(err)}`;
      return { status: 'error', result: null, error: message, logs };
    }
  });
}

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      return loadError ? reply(res, 500, { ok: false, error: loadError }) : reply(res, 200, { ok: true });
    }
    if (req.method !== 'POST' || !req.url.startsWith('/invoke')) return reply(res, 404, { error: 'not found' });
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', async () => {
      if (loadError) return reply(res, 200, { status: 'error', result: null, error: loadError, logs: [] });
      const context = {
        executionId: req.headers['x-execution-id'] || null,
        functionId: process.env.FNHOST_FUNCTION_ID || null,
        deadline: Number(req.headers['x-deadline-ms'] || 0),
      };
      reply(res, 200, await invoke(Buffer.concat(chunks).toString('utf8'), context));
    });
  })
  .listen(PORT, '0.0.0.0');
