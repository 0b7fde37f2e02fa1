import { decodeJwt } from 'jose';
import { TokenResponseDto } from './dto/auth.dto';
import { IdpTokens } from './idp.client';
import { ACCESS_TOKEN_TTL_S } from './legacy-jwt';

export function toTokenResponse(tokens: IdpTokens): TokenResponseDto {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokenLifetime(tokens),
    token_type: 'Bearer',
  };
}

/**
 * The token's lifetime (exp - iat). Keycloak's own expires_in is exp minus *its* clock at
 * response time, so it reads 299 when a second ticks over; clients expect the stable 300.
 */
function tokenLifetime(tokens: IdpTokens): number {
  const { exp, iat } = decodeJwt(tokens.access_token);
  if (typeof exp === 'number' && typeof iat === 'number' && exp > iat) return exp - iat;
  return tokens.expires_in ?? ACCESS_TOKEN_TTL_S;
}

export const subjectOf = (tokens: IdpTokens) => String(decodeJwt(tokens.access_token).sub);
