import { BaseConfig, ArchiveMissingError, ArchiveStorage, FsArchiveStorage } from '@fnhost/common';
import { Provider } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'fs';
import { once } from 'events';
import { DataSource } from 'typeorm';

/** The bytes of one `archive_chunks` row: small enough that a 50 MB upload is never held whole. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Archives in PostgreSQL (`archive_chunks`, bytea in 1 MiB rows): every api replica and worker host
 * already reaches it, its backups hold the archives beside the deployments that name them, and
 * nothing new runs. Written in one transaction (a reader sees all of an object or its old value)
 * and read a chunk at a time.
 */
export class PgArchiveStorage extends ArchiveStorage {
  constructor(private readonly db: DataSource) {
    super();
  }

  async put(key: string, file: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM archive_chunks WHERE key = $1', [key]);
      let seq = 0;
      for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }))
        await tx.query('INSERT INTO archive_chunks (key, seq, data) VALUES ($1, $2, $3)', [
          key,
          seq++,
          chunk as Buffer,
        ]);
    });
  }

  async size(key: string): Promise<number | null> {
    const [row] = (await this.db.query(
      'SELECT sum(octet_length(data))::bigint AS bytes FROM archive_chunks WHERE key = $1',
      [key],
    )) as { bytes: string | null }[];
    return row.bytes === null ? null : Number(row.bytes);
  }

  async copyTo(key: string, file: string): Promise<void> {
    const chunk = async (seq: number) =>
      (
        (await this.db.query('SELECT data FROM archive_chunks WHERE key = $1 AND seq = $2', [key, seq])) as {
          data: Buffer;
        }[]
      )[0]?.data;
    let data = await chunk(0);
    if (!data) throw new ArchiveMissingError(key); // and no file is written
    const out = createWriteStream(file);
    try {
      for (let seq = 1; data; seq++) {
        if (!out.write(data)) await once(out, 'drain');
        data = await chunk(seq);
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    await this.db.query('DELETE FROM archive_chunks WHERE starts_with(key, $1)', [`${prefix}/`]);
  }

  async remove(key: string): Promise<void> {
    await this.db.query('DELETE FROM archive_chunks WHERE key = $1', [key]);
  }
}

/** The ArchiveStorage that STORAGE_DRIVER names (validated at boot). */
export const archiveStorageProvider: Provider = {
  provide: ArchiveStorage,
  inject: [BaseConfig, DataSource],
  useFactory: (config: BaseConfig, db: DataSource) =>
    config.STORAGE_DRIVER === 'postgres' ? new PgArchiveStorage(db) : new FsArchiveStorage(config),
};
