import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The authenticated caller, as the bearer guard resolved it. */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest().user,
);
