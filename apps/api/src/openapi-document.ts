import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { openApiDocument } from './common/openapi';

/**
 * Prints the OpenAPI document without a database, Redis or Keycloak: in preview mode Nest reads
 * the routes' metadata and instantiates no provider. `npm run sdk:generate` feeds it to the SDK.
 */
async function main() {
  const app = await NestFactory.create(AppModule, { preview: true, logger: false });
  const doc = openApiDocument(app, process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000');
  process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
