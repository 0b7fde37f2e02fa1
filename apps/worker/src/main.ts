import { ConfigError, HttpErrorFilter, loadConfig, shutdownGracefully } from '@fnhost/common';
import { NestFactory } from '@nestjs/core';
import { startTracing } from '@fnhost/observability';
import { Logger } from 'nestjs-pino';
import { WorkerConfig } from './config';
import { WorkerPresence } from './containers/worker-presence';
import { ExecutionRecorder } from './invoke/execution-recorder';
import { InvokeWorkers } from './invoke/invoke-workers';
import { WorkerMetrics } from './metrics/worker-metrics';
import { PROCESSORS } from './processors';
import { TriggerSupervisor } from './triggers/trigger-supervisor';
import { WorkerModule } from './worker.module';

async function bootstrap() {
  const config = loadConfig(WorkerConfig);
  const tracing = startTracing('fnhost-worker', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const app = await NestFactory.create(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Unknown routes, a refused scrape: the api's error envelope.
  app.useGlobalFilters(new HttpErrorFilter());
  await app.listen(config.WORKER_PORT, config.WORKER_HOST);
  // Their BullMQ workers exist once the app is initialised.
  for (const processor of PROCESSORS) app.get(WorkerMetrics).watch(app.get(processor).worker);
  // The BullMQ workers stop taking jobs and finish their running ones before anything they use
  // (Redis, the database, warm containers) is torn down.
  shutdownGracefully(app, config.SHUTDOWN_GRACE_S * 1000, async () => {
    // Trigger consumers first: they stop taking messages and hand their leases over.
    await Promise.all([
      ...PROCESSORS.map((p) => app.get(p).worker.close()),
      app.get(InvokeWorkers).close(),
      app.get(TriggerSupervisor).leave(),
    ]);
    await app.get(ExecutionRecorder).stop();
    await app.get(WorkerPresence).leave();
    await tracing?.shutdown(); // the last spans sent
  });
  app.get(Logger).log(`fnhost worker ready, health on ${config.WORKER_HOST}:${config.WORKER_PORT}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
