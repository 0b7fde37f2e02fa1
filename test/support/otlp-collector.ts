import { createServer, Server } from 'http';

/** A span as a stack exported it (OTLP over HTTP, JSON), with its process's service name. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's span kind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  service: string;
}

/** OTLP's kind of a span that took its work off a queue. */
const CONSUMER = 5;

/** A trace collector of the test's: what a stack started with OTEL_EXPORTER_OTLP_ENDPOINT at its url exports. */
export class OtlpCollector {
  readonly spans: ExportedSpan[] = [];
  private server?: Server;

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Omit<ExportedSpan, 'service'>[] }[];
          }[];
        };
        for (const r of body.resourceSpans) {
          const service =
            r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of r.scopeSpans)
            for (const span of scope.spans) this.spans.push({ ...span, service });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<unknown> {
    return new Promise((r) => (this.server ? this.server.close(r) : r(null)));
  }

  of(traceId: string): ExportedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  /** The trace of the span named `name` whose string attribute `key` is `value`, once exported. */
  traceWith(name: string, key: string, value: string): string | undefined {
    return this.spans.find(
      (s) => s.name === name && s.attributes.some((a) => a.key === key && a.value.stringValue === value),
    )?.traceId;
  }
}

/**
 * The process hops one way of a call whose trace is `spans` (decision 35): one into each process that
 * made a span of it, one through a queue for each span that took the call off one (Redis, between two
 * processes), and one into the function's container for each `call` span. Its reply comes back the same way.
 */
export function hopsOf(spans: ExportedSpan[]): number {
  return (
    new Set(spans.map((s) => s.service)).size +
    spans.filter((s) => s.kind === CONSUMER).length +
    spans.filter((s) => s.name === 'call').length
  );
}
