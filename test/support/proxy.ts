import http from 'http';
import { AddressInfo } from 'net';

/** An HTTP proxy in front of `target` that counts the requests it forwards by path, to see what a backend saw. */
export async function countingProxy(target: string) {
  const upstream = new URL(target);
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push((req.url ?? '').split('?')[0]);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (fragment: string) => paths.filter((p) => p.includes(fragment)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
