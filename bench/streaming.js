'use strict';
// Streamed replies through a function URL (invoke_mode response_stream): time to first byte (the
// function writes a chunk holding its clock, then sleeps 1 s: the caller must have the chunk before
// the sleep ends; reported as the delay after the write, 5 times), throughput of a 100 MB stream
// (MB/s, beside a bare Node.js server streaming the same bytes in the same run), and the api's and
// the worker's peak RSS meanwhile (target: under 300 MB each). Part of `npm run bench`;
// `node bench/streaming.js` runs it alone (after a build).
const http = require('http');
const { BASE, deploy, json, median, newFunction, rssMb } = require('./lib');

const MB = 1024 * 1024;
const STREAM_MB = Number(process.env.BENCH_STREAM_MB || 100);
const RSS_BOUND_MB = 300;
/** Streamed bytes per second, of the bare server's (issue 67). */
const VS_BARE_MIN = 0.5;
const HANDLER = {
  'index.js': `
exports.handler = awslambda.streamifyResponse(async (event, stream) => {
  const e = JSON.parse(event.body || '{}');
  if (e.first) {
    stream.write(String(Date.now()));
    await new Promise((r) => setTimeout(r, 1000));
    return stream.end();
  }
  const chunk = Buffer.alloc(${MB}, 120);
  for (let i = 0; i < e.mb; i++) if (!stream.write(chunk)) await new Promise((r) => stream.once('drain', r));
  stream.end();
});
`,
};

/** POSTs `body` to `url`; resolves with the first chunk's arrival and text, the bytes and the seconds in all. */
function fetchStream(url, body) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let first = null;
        let bytes = 0;
        res.on('data', (d) => {
          first ??= { at: Date.now(), text: d.toString() };
          bytes += d.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, first, bytes, seconds: (Date.now() - started) / 1000 }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A bare Node.js server streaming `mb` MiB as the function does. */
function bareStreamer() {
  const chunk = Buffer.alloc(MB, 120);
  const server = http.createServer(async (req, res) => {
    req.resume();
    const { mb } = await new Promise((r) => {
      const parts = [];
      req.on('data', (d) => parts.push(d)).on('end', () => r(JSON.parse(Buffer.concat(parts).toString())));
    });
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    for (let i = 0; i < mb; i++) if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** `pids`: the api's and the worker's, whose RSS is sampled during the stream. */
async function streamingFigures(token, pids) {
  const fn = await newFunction(token);
  await deploy(token, fn, HANDLER);
  const { status, body } = await json(`${BASE}/api/functions/${fn}/url`, {
    method: 'PUT',
    token,
    json: { auth: 'none', invoke_mode: 'response_stream' },
  });
  if (status !== 201) throw new Error(`URL not created: ${status} ${JSON.stringify(body)}`);
  const url = body.url;
  const delays = [];
  for (let i = 0; i < 5; i++) {
    const r = await fetchStream(url, { first: true });
    delays.push(r.first.at - Number(r.first.text));
  }
  await fetchStream(url, { mb: 5 }); // warm
  const peak = { api: rssMb(pids.api), worker: rssMb(pids.worker) };
  const sampler = setInterval(() => {
    peak.api = Math.max(peak.api, rssMb(pids.api));
    peak.worker = Math.max(peak.worker, rssMb(pids.worker));
  }, 50);
  const streamed = await fetchStream(url, { mb: STREAM_MB });
  clearInterval(sampler);
  const server = await bareStreamer();
  const bare = await fetchStream(`http://127.0.0.1:${server.address().port}/`, { mb: STREAM_MB });
  server.close();
  const rate = (r) => +(r.bytes / MB / r.seconds).toFixed(1);
  return {
    first_byte_delay_ms: delays,
    first_byte_met: delays.every((d) => d < 1000),
    mb: STREAM_MB,
    complete: streamed.bytes === STREAM_MB * MB,
    mb_per_s: rate(streamed),
    bare_mb_per_s: rate(bare),
    vs_bare: +(rate(streamed) / rate(bare)).toFixed(3),
    rate_met: rate(streamed) / rate(bare) >= VS_BARE_MIN,
    peak_rss_mb: peak,
    rss_met: peak.api < RSS_BOUND_MB && peak.worker < RSS_BOUND_MB,
  };
}

function printStreaming(s, table) {
  table(
    `Streamed replies (function URL, response_stream): first byte after the write (5 times; the function then sleeps 1 s), ${s.mb} MB stream beside a bare Node.js server, peak RSS during it (targets: at least ${VS_BARE_MIN} of the bare rate, RSS < ${RSS_BOUND_MB} MB)`,
    [
      'first byte ms',
      'median',
      'before the sleep ends',
      `${s.mb} MB complete`,
      'MB/s',
      'bare MB/s',
      'vs bare',
      'rate met',
      'api peak RSS MB',
      'worker peak RSS MB',
      'RSS met',
    ],
    [
      [
        s.first_byte_delay_ms.join(', '),
        median(s.first_byte_delay_ms),
        s.first_byte_met ? 'yes' : 'NO',
        s.complete ? 'yes' : 'NO',
        s.mb_per_s,
        s.bare_mb_per_s,
        s.vs_bare,
        s.rate_met ? 'yes' : 'NO',
        s.peak_rss_mb.api,
        s.peak_rss_mb.worker,
        s.rss_met ? 'yes' : 'NO',
      ],
    ],
  );
}

module.exports = { streamingFigures, printStreaming };

if (require.main === module) {
  const { startStack, account, table } = require('./lib');
  (async () => {
    const stack = await startStack();
    try {
      const { token } = await account();
      printStreaming(await streamingFigures(token, { api: stack.api.pid, worker: stack.worker.pid }), table);
    } finally {
      await stack.stop();
    }
  })().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
