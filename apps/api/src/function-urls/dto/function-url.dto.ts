import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableObject } from '../../common/api-errors';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { INVOKE_MODES, InvokeMode, URL_AUTH_MODES, UrlAuth, URL_METHODS } from '../cors';
import { ALIAS_NAME, ALIAS_RULE } from '@fnhost/releases';

const ALIAS = {
  description: 'the alias its requests go through: `latest` (the active version) or one of the function',
};

const ORIGIN = /^(\*|https?:\/\/[^/\s?#]+)$/;
const HEADER = /^(\*|[!#$%&'*+\-.^_`|~0-9A-Za-z]+)$/;
const LIST = { maxItems: 100 } as const;

export class CorsDto {
  @ApiPropertyOptional({
    type: [String],
    ...LIST,
    description: 'origins allowed to call from a browser: `*`, or `scheme://host[:port]` each',
    example: ['https://example.com'],
  })
  @IsOptional()
  @IsArray({ message: 'allow_origins must be an array' })
  @ArrayMaxSize(100, { message: 'allow_origins has at most 100 entries' })
  @Matches(ORIGIN, {
    each: true,
    message: 'allow_origins: each must be * or an origin like https://example.com',
  })
  allow_origins?: string[];

  @ApiPropertyOptional({
    type: [String],
    ...LIST,
    description: 'methods allowed, or `*`',
    example: ['GET', 'POST'],
  })
  @IsOptional()
  @IsArray({ message: 'allow_methods must be an array' })
  @ArrayMaxSize(100, { message: 'allow_methods has at most 100 entries' })
  @IsIn([...URL_METHODS, '*'], {
    each: true,
    message: `allow_methods: each must be * or one of ${URL_METHODS.join(', ')}`,
  })
  allow_methods?: string[];

  @ApiPropertyOptional({ type: [String], ...LIST, description: 'request headers allowed, or `*`' })
  @IsOptional()
  @IsArray({ message: 'allow_headers must be an array' })
  @ArrayMaxSize(100, { message: 'allow_headers has at most 100 entries' })
  @Matches(HEADER, { each: true, message: 'allow_headers: each must be * or a header name' })
  allow_headers?: string[];

  @ApiPropertyOptional({
    type: [String],
    ...LIST,
    description: 'reply headers a browser script may read, or `*`',
  })
  @IsOptional()
  @IsArray({ message: 'expose_headers must be an array' })
  @ArrayMaxSize(100, { message: 'expose_headers has at most 100 entries' })
  @Matches(HEADER, { each: true, message: 'expose_headers: each must be * or a header name' })
  expose_headers?: string[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 86400,
    default: 0,
    description: 'seconds a browser may cache a preflight',
  })
  @IsOptional()
  @IsInt({ message: 'max_age must be an integer' })
  @Min(0, { message: 'max_age must be at least 0' })
  @Max(86400, { message: 'max_age must be at most 86400' })
  max_age?: number;

  @ApiPropertyOptional({
    default: false,
    description: 'cookies and credentials allowed (not with origin `*`)',
  })
  @IsOptional()
  @IsBoolean({ message: 'allow_credentials must be true or false' })
  allow_credentials?: boolean;
}

@ApiExtraModels(CorsDto)
export class FunctionUrlConfigDto {
  @ApiProperty({
    enum: URL_AUTH_MODES,
    description:
      '"none": public (rate-limited per URL and per address); "bearer": the owner\'s bearer token; "signature": the function\'s API key over the raw body (X-Signature, X-Timestamp)',
  })
  @IsIn(URL_AUTH_MODES, { message: `auth must be one of ${URL_AUTH_MODES.join(', ')}` })
  auth: UrlAuth;

  @ApiPropertyOptional(
    nullableObject(CorsDto, 'null or absent: no CORS (OPTIONS reaches the function like any method)'),
  )
  @IsOptional()
  @ValidateNested()
  @Type(() => CorsDto)
  cors?: CorsDto | null;

  @ApiPropertyOptional({ ...ALIAS, default: 'latest' })
  @IsOptional()
  @Matches(ALIAS_NAME, { message: `alias ${ALIAS_RULE}` })
  alias?: string;

  @ApiPropertyOptional({
    enum: INVOKE_MODES,
    default: 'buffered',
    description:
      '"buffered": the reply is sent once the function returns (up to 6 MB); "response_stream": sent as the function writes it, as chunked HTTP (up to STREAM_MAX_MB)',
  })
  @IsOptional()
  @IsIn(INVOKE_MODES, { message: `invoke_mode must be one of ${INVOKE_MODES.join(', ')}` })
  invoke_mode?: InvokeMode;
}

/** CORS as stored and answered: every field present. */
export class CorsConfigDto {
  @ApiProperty({ type: [String] }) allow_origins: string[];
  @ApiProperty({ type: [String] }) allow_methods: string[];
  @ApiProperty({ type: [String] }) allow_headers: string[];
  @ApiProperty({ type: [String] }) expose_headers: string[];
  @ApiProperty({ type: 'integer' }) max_age: number;
  @ApiProperty() allow_credentials: boolean;
}

@ApiExtraModels(CorsConfigDto)
export class FunctionUrlDto {
  @ApiProperty({
    description: '`<PUBLIC_URL>/fn/<slug>/`: any method, any path below it',
    example: 'http://127.0.0.1:3000/fn/3q2-7wXk9vR1pLmN0aBcDe/',
  })
  url: string;
  @ApiProperty({ enum: URL_AUTH_MODES }) auth: UrlAuth;
  @ApiProperty(nullableObject(CorsConfigDto, 'null: no CORS')) cors: CorsConfigDto | null;
  @ApiProperty(ALIAS) alias: string;
  @ApiProperty({ enum: INVOKE_MODES }) invoke_mode: InvokeMode;
  @ApiProperty() created_at: string;
}
