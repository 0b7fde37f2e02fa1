import { BaseConfig, loadConfig } from '@fnhost/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

/** `npm run migrate`: applies pending migrations and exits. */
async function main() {
  const ds = new DataSource(dataSourceOptions(loadConfig(BaseConfig)));
  await ds.initialize();
  const applied = await ds.runMigrations({ transaction: 'each' });
  console.log(`migrations applied: ${applied.map((m) => m.name).join(', ') || 'none pending'}`);
  await ds.destroy();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
