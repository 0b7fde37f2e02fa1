import { context, propagation, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then spans go in batches to
 * its /v1/traces (OTLP over HTTP, JSON), under the service name given. Registered globally, with
 * W3C trace context propagation and a context that follows async calls; until then every span
 * below is OpenTelemetry's no-op.
 */
export function startTracing(serviceName: string, endpoint: string): NodeTracerProvider | undefined {
  if (!endpoint) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  provider.register();
  return provider;
}

const tracer = () => trace.getTracer('fnhost');

/**
 * `work` inside a span named `name` (a child of the active one), ended when it settles and marked
 * an error when it throws. `startTime` (epoch ms): a span that began before this call (a queue wait).
 */
export function traced<T>(
  name: string,
  attributes: Record<string, string | number | boolean>,
  work: (span: Span) => Promise<T>,
  { kind = SpanKind.INTERNAL, startTime }: { kind?: SpanKind; startTime?: number } = {},
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes, startTime }, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** A span that only records a stretch of time already over (a job's wait in its queue). */
export function spanOver(
  name: string,
  startTime: number,
  attributes: Record<string, string | number> = {},
): void {
  tracer().startSpan(name, { attributes, startTime }).end();
}

/** The active trace as a W3C `traceparent` (none while tracing is off). */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** `work` continuing the trace of a W3C `traceparent` (a caller's header, a job's payload). */
export function continuing<T>(traceparent: string | string[] | undefined, work: () => T): T {
  const carrier = typeof traceparent === 'string' ? { traceparent } : {};
  return context.with(propagation.extract(context.active(), carrier), work);
}
