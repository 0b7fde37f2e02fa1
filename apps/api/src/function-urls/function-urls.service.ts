import { FunctionEntity } from '@fnhost/database';
import { badRequest, notFound } from '@fnhost/common';
import { ChangeCache, ChangeFeed } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config';
import { FunctionsService } from '../functions/functions.service';
import { Cors, corsConfig, InvokeMode, UrlAuth } from './cors';
import { FunctionUrlConfigDto, FunctionUrlDto } from './dto/function-url.dto';

/** 16 random bytes: 22 URL-safe characters, unguessable. */
export const SLUG = /^[A-Za-z0-9_-]{22}$/;
const newSlug = () => randomBytes(16).toString('base64url');

interface Row {
  slug: string;
  function_uuid: string;
  auth: UrlAuth;
  cors: Cors | null;
  alias: string;
  invoke_mode: InvokeMode;
  created_at: Date;
}

/** What a request to a URL needs: whose function it runs, how it is guarded and how it replies. */
export type UrlTarget = Pick<Row, 'slug' | 'auth' | 'cors' | 'alias'> & {
  functionUuid: string;
  invokeMode: InvokeMode;
};

/**
 * A function's URL: at most one live per function, its slug kept while it lives and never given
 * out again once deleted (the row stays, marked deleted). Requests find it by slug through this
 * process's cache, which the change feed keeps current.
 */
@Injectable()
export class FunctionUrlsService {
  private readonly bySlug: ChangeCache<UrlTarget>;

  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly db: DataSource,
    feed: ChangeFeed,
  ) {
    this.bySlug = new ChangeCache(feed, (_slug, url) => [`function:${url.functionUuid}`]);
  }

  /** Creates the URL (created: true) or changes its auth, CORS, alias and invoke mode; the slug stays. */
  async put(
    fn: FunctionEntity,
    dto: FunctionUrlConfigDto,
  ): Promise<{ url: FunctionUrlDto; created: boolean }> {
    const cors = dto.cors ? corsConfig(dto.cors) : null;
    if (typeof cors === 'string') throw badRequest(cors);
    const corsJson = cors && JSON.stringify(cors);
    const alias = await this.functions.requireAlias(fn.uuid, dto.alias, 'alias');
    const mode = dto.invoke_mode ?? 'buffered';
    const [updated] = (await this.db.query(
      `UPDATE function_urls SET auth = $2, cors = $3, alias = $4, invoke_mode = $5
       WHERE function_uuid = $1 AND deleted_at IS NULL RETURNING *`,
      [fn.uuid, dto.auth, corsJson, alias, mode],
    )) as [Row[], number];
    if (updated[0]) return { url: this.toDto(updated[0]), created: false };
    // Two creations at once: the second finds the live row and updates it.
    const [row] = (await this.db.query(
      `INSERT INTO function_urls (slug, function_uuid, auth, cors, alias, invoke_mode) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (function_uuid) WHERE deleted_at IS NULL
         DO UPDATE SET auth = EXCLUDED.auth, cors = EXCLUDED.cors, alias = EXCLUDED.alias,
           invoke_mode = EXCLUDED.invoke_mode
       RETURNING *, (xmax = 0) AS created`,
      [newSlug(), fn.uuid, dto.auth, corsJson, alias, mode],
    )) as (Row & { created: boolean })[];
    return { url: this.toDto(row), created: row.created };
  }

  async get(fn: FunctionEntity): Promise<FunctionUrlDto> {
    const [row] = (await this.db.query(
      `SELECT * FROM function_urls WHERE function_uuid = $1 AND deleted_at IS NULL`,
      [fn.uuid],
    )) as Row[];
    if (!row) throw notFound(`function ${fn.uuid} has no URL`);
    return this.toDto(row);
  }

  /** The slug answers 404 from now on, here and (through the change feed) on every replica. */
  async delete(fn: FunctionEntity): Promise<void> {
    const [, deleted] = (await this.db.query(
      `UPDATE function_urls SET deleted_at = now() WHERE function_uuid = $1 AND deleted_at IS NULL`,
      [fn.uuid],
    )) as [unknown, number];
    if (!deleted) throw notFound(`function ${fn.uuid} has no URL`);
  }

  /** The live URL of a slug, or null. */
  resolve(slug: string): Promise<UrlTarget | null> {
    if (!SLUG.test(slug)) return Promise.resolve(null);
    return this.bySlug.get(slug, async () => {
      const [row] = (await this.db.query(
        `SELECT u.slug, u.function_uuid, u.auth, u.cors, u.alias, u.invoke_mode FROM function_urls u
         JOIN functions f ON f.uuid = u.function_uuid AND f.status <> 'deleted'
         WHERE u.slug = $1 AND u.deleted_at IS NULL`,
        [slug],
      )) as Row[];
      return row
        ? {
            slug: row.slug,
            functionUuid: row.function_uuid,
            auth: row.auth,
            cors: row.cors,
            alias: row.alias,
            invokeMode: row.invoke_mode,
          }
        : null;
    });
  }

  private toDto(r: Row): FunctionUrlDto {
    return {
      url: `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/fn/${r.slug}/`,
      auth: r.auth,
      cors: r.cors,
      alias: r.alias,
      invoke_mode: r.invoke_mode,
      created_at: r.created_at.toISOString(),
    };
  }
}
