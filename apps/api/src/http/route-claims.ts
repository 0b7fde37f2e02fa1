import { UUID_PIPE } from '@fnhost/common';
import { createParamDecorator, ExecutionContext, Injectable, PipeTransform, Type } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/**
 * What a route's resource parameter hands its pipe: the caller (as the bearer guard resolved it), the
 * path's `:id` and the permission the route declares. The pipe checks the permission and answers the
 * resource, so a route says what it needs where it is defined and its service is handed the resource.
 */
export interface RouteClaim<P extends string, U> {
  user: U;
  id: string;
  permission: P;
}

/** 400 before any lookup when `:id` is no UUID, as `@Param('id', UUID_PIPE)` answered. */
@Injectable()
class ClaimIdPipe implements PipeTransform<RouteClaim<string, unknown>> {
  async transform(claim: RouteClaim<string, unknown>): Promise<RouteClaim<string, unknown>> {
    await UUID_PIPE.transform(claim.id, { type: 'param', data: 'id' });
    return claim;
  }
}

const ClaimParam = createParamDecorator((permission: string, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<{ user: unknown; params: Record<string, string> }>();
  return { user: req.user, id: req.params.id, permission } satisfies RouteClaim<string, unknown>;
});

/** A parameter decorator for the resource named by `:id`, resolved by `pipe`, with the path parameter documented. */
export const claimOf =
  <P extends string, U>(pipe: Type<PipeTransform<RouteClaim<P, U>>>, description: string) =>
  (permission: P): ParameterDecorator =>
  (target, key, index) => {
    ClaimParam(permission, ClaimIdPipe, pipe)(target, key, index);
    // The OpenAPI document learns of a path parameter from @Param alone: this one stands for `:id`.
    ApiParam({ name: 'id', type: String, description })(
      target,
      key!,
      Object.getOwnPropertyDescriptor(target, key!)!,
    );
  };
