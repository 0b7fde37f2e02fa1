import { FunctionEntity } from '@fnhost/database';
import { Injectable, PipeTransform } from '@nestjs/common';
import { AuthUser } from '../auth/current-user.decorator';
import { claimOf, RouteClaim } from '../http/route-claims';
import { Permission } from '../teams/policy';
import { FunctionsService } from './functions.service';

/** 404 for a function outside the caller's teams, 403 short of the route's permission; else the function. */
@Injectable()
export class FunctionAccessPipe implements PipeTransform<
  RouteClaim<Permission, AuthUser>,
  Promise<FunctionEntity>
> {
  constructor(private readonly functions: FunctionsService) {}

  transform({ user, id, permission }: RouteClaim<Permission, AuthUser>): Promise<FunctionEntity> {
    return this.functions.find(user, id, permission);
  }
}

/** `@FunctionFor('function.write') fn: FunctionEntity`: the route's function (`:id`), once the caller may take the permission on it. */
export const FunctionFor = claimOf(FunctionAccessPipe, 'the function id');
