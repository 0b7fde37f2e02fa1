import { Module } from '@nestjs/common';
import { TeamAccess } from './team-access';

/** The gate to team resources, for every module that serves them. */
@Module({ providers: [TeamAccess], exports: [TeamAccess] })
export class TeamAccessModule {}
