import type { Server } from 'http';
import { ConfigError, loadConfig, shutdownGracefully } from '@fnhost/common';
import { NestFactory } from '@nestjs/core';
import { startTracing } from '@fnhost/observability';
import { Logger } from 'nestjs-pino';
import { ApiConfig } from './config';
import { AppModule } from './app.module';
import { configureHttp } from './common/http-setup';
import { RunningCalls } from './invocation/running-calls';

async function bootstrap() {
  const config = loadConfig(ApiConfig);
  const tracing = startTracing('fnhost-api', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const app = await NestFactory.create(AppModule, { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureHttp(app, config);
  await app.listen(config.PORT, '0.0.0.0');
  // New connections are refused at once; requests in flight finish, and so do invocations whose
  // caller has gone (they wait on a worker all the same).
  const server = app.getHttpServer() as Server;
  // Idle connections outlive the clients' and proxies' own keep-alive (60 s is common): the client
  // closes an idle one first, never the server just as the client sends a request on it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const calls = app.get(RunningCalls);
  shutdownGracefully(app, config.SHUTDOWN_GRACE_S * 1000, async () => {
    // Health already says draining; requests are served until the load balancer has seen it.
    await new Promise((r) => setTimeout(r, config.DRAIN_DELAY_MS));
    // close() ends the connections idle at that moment; one busy then is ended once it goes idle,
    // not after the keep-alive.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((done) => server.close(() => done()));
    clearInterval(idle);
    await calls.idle();
    await tracing?.shutdown(); // the last spans sent
  });
  app.get(Logger).log(`fnhost api listening on :${config.PORT}`);
}

bootstrap().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
