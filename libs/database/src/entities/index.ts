import { ApiKey } from './api-key.entity';
import { Deployment } from './deployment.entity';
import { ExecutionLog } from './execution-log.entity';
import { Execution } from './execution.entity';
import { FunctionConfigRevision } from './function-config-revision.entity';
import { FunctionEntity } from './function.entity';
import { PendingDeletion } from './pending-deletion.entity';
import { SecretEntity } from './secret.entity';
import { AccessToken, Team, TeamInvitation, TeamMember } from './team.entity';
import { TestEvent } from './test-event.entity';
import { UserInformation } from './user-information.entity';
import { User } from './user.entity';

export * from './api-key.entity';
export * from './deployment.entity';
export * from './execution-log.entity';
export * from './execution.entity';
export * from './function-config-revision.entity';
export * from './function.entity';
export * from './pending-deletion.entity';
export * from './secret.entity';
export * from './team.entity';
export * from './test-event.entity';
export * from './user-information.entity';
export * from './user.entity';

export const ENTITIES = [
  Team,
  TeamMember,
  TeamInvitation,
  AccessToken,
  User,
  UserInformation,
  FunctionEntity,
  Deployment,
  Execution,
  ExecutionLog,
  ApiKey,
  PendingDeletion,
  FunctionConfigRevision,
  SecretEntity,
  TestEvent,
];
