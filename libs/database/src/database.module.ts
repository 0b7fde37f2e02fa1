import { BaseConfig } from '@fnhost/common';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';
import { SecretStore } from './secret-store';

/**
 * The connection, and the store of sealed account secrets (api, worker and CLI each open or seal);
 * each context module registers the repositories it owns with forFeature.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [BaseConfig],
      useFactory: (config: BaseConfig) => ({
        ...dataSourceOptions(config),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [SecretStore],
  exports: [SecretStore],
})
export class DatabaseModule {}
