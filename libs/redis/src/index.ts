export * from './durability';
export * from './keys';
export * from './redis.module';
export * from './redis.service';
