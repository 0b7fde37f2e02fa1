import { DynamicModule, Global, Module } from '@nestjs/common';
import { BaseConfig, loadConfig } from './config';

/**
 * Provides a process's validated config to every module, under its own class and as BaseConfig
 * (what the shared libraries inject); validation runs once, at boot.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot<T extends BaseConfig>(type: new () => T): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: type, useFactory: () => loadConfig(type) },
        { provide: BaseConfig, useExisting: type },
      ],
      exports: [type, BaseConfig],
    };
  }
}
