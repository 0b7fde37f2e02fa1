import { BaseConfig, toBool, toInt } from '@fnhost/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

/** The api's settings: HTTP, identity, API keys, admission. The worker has none of these secrets. */
export class ApiConfig extends BaseConfig {
  @Transform(toInt) @IsInt() @Min(1) @Max(65535) PORT = 3000;
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) PUBLIC_URL = 'http://127.0.0.1:3000';

  @Transform(toBool) @IsBoolean() USE_IDP = true;
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) IDP_URL = 'http://127.0.0.1:8180';
  @IsString() @IsNotEmpty() IDP_REALM = 'fnhost';
  @IsString() @IsNotEmpty() IDP_CLIENT_ID = 'fnhost-api';
  @IsString() IDP_CLIENT_SECRET = '';
  @IsString() @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters' }) JWT_SECRET: string;
  @Transform(toInt) @IsInt() @Min(0) @Max(300) TOKEN_CACHE_TTL_S = 15;
  @Transform(toBool) @IsBoolean() REGISTRATION_ENABLED = true;
  @IsString() REGISTRATION_ALLOWED_DOMAINS = '';

  @IsString()
  @MinLength(16, { message: 'APIKEY_MASTER_SECRET must be at least 16 characters' })
  APIKEY_MASTER_SECRET: string;

  @Transform(toInt) @IsInt() @Min(1) @Max(1024) MAX_ARCHIVE_MB = 50;
  @Transform(toInt) @IsInt() @Min(100) @Max(60000) INVOKE_PICKUP_TIMEOUT_MS = 5000;
  /**
   * On SIGTERM, how long the replica goes on serving with its health `draining` before it closes
   * its listener: at least the load balancer's health-check interval times its fall count, so no
   * new request is sent to a closed port (0 with no load balancer).
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(60_000) DRAIN_DELAY_MS = 0;

  /** Asynchronous invokes: the largest body (how many may be owed is the team's queued_events quota). */
  @Transform(toInt) @IsInt() @Min(1024) @Max(6 * 1024 * 1024) ASYNC_MAX_BODY_BYTES = 256 * 1024;

  /** Function URLs: requests per minute per URL and per source address; how long a body may take to arrive. */
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_URL_PER_MINUTE = 600;
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_URL_IP_PER_MINUTE = 300;
  @Transform(toInt) @IsInt() @Min(100) @Max(300_000) URL_BODY_TIMEOUT_MS = 30_000;
}
