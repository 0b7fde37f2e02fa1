import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { AuthUser } from './current-user.decorator';
import { TokenVerifier } from './token-verifier.service';

@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly verifier: TokenVerifier) {
    super();
  }

  validate(token: string): Promise<AuthUser> {
    return this.verifier.verify(token);
  }
}
