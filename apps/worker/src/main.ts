import { ConfigError, loadConfig, shutdownGracefully } from '@fnhost/common';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerConfig } from './config';
import { WorkerPresence } from './containers/worker-presence';
import { ExecutionRecorder } from './invoke/execution-recorder';
import { InvokeWorkers } from './invoke/invoke-workers';
import { PROCESSORS } from './processors';
import { WorkerModule } from './worker.module';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

async function bootstrap() {
  const config = loadConfig(WorkerConfig);
  const app = await NestFactory.create(WorkerModule, {
    logger: LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL as LogLevel) + 1),
  });
  await app.listen(config.WORKER_PORT, config.WORKER_HOST);
  // The BullMQ workers stop taking jobs and finish their running ones before anything they use
  // (Redis, the database, warm containers) is torn down.
  shutdownGracefully(app, config.SHUTDOWN_GRACE_S * 1000, async () => {
    await Promise.all([...PROCESSORS.map((p) => app.get(p).worker.close()), app.get(InvokeWorkers).close()]);
    await app.get(ExecutionRecorder).stop();
    await app.get(WorkerPresence).leave();
  });
  console.log(`fnhost worker ready, health on ${config.WORKER_HOST}:${config.WORKER_PORT}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
