import { BaseConfig } from '@fnhost/common';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';

/** The connection; each context module registers the repositories it owns with forFeature. */
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
})
export class DatabaseModule {}
