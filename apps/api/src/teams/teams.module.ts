import { AccessToken, Team, TeamInvitation } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvitationsService } from './invitations.service';
import { TeamAccessModule } from './team-access.module';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';
import { TokensController } from './tokens.controller';
import { TokensService } from './tokens.service';

/** Teams, their members, invitations and access tokens (the gate itself is TeamAccessModule's). */
@Module({
  imports: [TeamAccessModule, TypeOrmModule.forFeature([Team, TeamInvitation, AccessToken])],
  controllers: [TeamsController, TokensController],
  providers: [TeamsService, InvitationsService, TokensService],
})
export class TeamsModule {}
