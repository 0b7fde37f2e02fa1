import { BaseConfig, ArchiveMissingError, ArchiveStorage, FsArchiveStorage } from '@fnhost/common';
import { Provider } from '@nestjs/common';
import { writeFile } from 'fs/promises';
import { DataSource } from 'typeorm';

/**
 * Archives in PostgreSQL (`archives`, bytea): every api replica and worker host already reaches
 * it, its backups hold the archives beside the deployments that name them, and nothing new runs.
 */
export class PgArchiveStorage extends ArchiveStorage {
  constructor(private readonly db: DataSource) {
    super();
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.db.query(
      `INSERT INTO archives (key, data) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data, created_at = now()`,
      [key, data],
    );
  }

  async copyTo(key: string, file: string): Promise<void> {
    const [row] = (await this.db.query('SELECT data FROM archives WHERE key = $1', [key])) as {
      data: Buffer;
    }[];
    if (!row) throw new ArchiveMissingError(key);
    await writeFile(file, row.data);
  }

  async removePrefix(prefix: string): Promise<void> {
    await this.db.query('DELETE FROM archives WHERE starts_with(key, $1)', [`${prefix}/`]);
  }
}

/** The ArchiveStorage that STORAGE_DRIVER names (validated at boot). */
export const archiveStorageProvider: Provider = {
  provide: ArchiveStorage,
  inject: [BaseConfig, DataSource],
  useFactory: (config: BaseConfig, db: DataSource) =>
    config.STORAGE_DRIVER === 'postgres' ? new PgArchiveStorage(db) : new FsArchiveStorage(config),
};
