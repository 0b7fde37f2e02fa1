import { Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './config';

/** Provides the validated AppConfig to every module; validation runs once, at boot. */
@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => loadConfig() }],
  exports: [AppConfig],
})
export class ConfigModule {}
