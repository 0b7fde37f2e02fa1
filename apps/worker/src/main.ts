import { ConfigError, loadConfig } from '@fnhost/common';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './worker.module';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

async function bootstrap() {
  const config = loadConfig();
  const app = await NestFactory.create(WorkerModule, {
    logger: LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL as LogLevel) + 1),
  });
  // SIGTERM closes the BullMQ workers, which finish their in-flight jobs first.
  app.enableShutdownHooks();
  await app.listen(config.WORKER_PORT, config.WORKER_HOST);
  console.log(`fnhost worker ready, health on ${config.WORKER_HOST}:${config.WORKER_PORT}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
