import { ConfigError, loadConfig } from '@fnhost/common';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { configureHttp } from './common/http-setup';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

async function bootstrap() {
  const config = loadConfig();
  const app = await NestFactory.create(AppModule, {
    bodyParser: false,
    logger: LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL as LogLevel) + 1),
  });
  configureHttp(app, config);
  app.enableShutdownHooks();
  await app.listen(config.PORT, '0.0.0.0');
  console.log(`fnhost api listening on :${config.PORT}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
