import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** What a member may do in a team: each role may all that the ones after it may (apps/api/src/teams/policy.ts). */
export const TEAM_ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Owns functions and secrets; accounts act in it by role. Every account has a personal one. */
@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ length: 63 }) name: string;
  /** The account whose personal team it is (made with the account); null for a shared team. */
  @Column({ name: 'personal_of', type: 'integer', nullable: true }) personalOf: number | null;
  /** How many days its executions are kept; null: the operator's EXECUTION_RETENTION_DAYS. */
  @Column({ name: 'execution_retention_days', type: 'integer', nullable: true })
  executionRetentionDays: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

@Entity('team_members')
export class TeamMember {
  @PrimaryColumn({ name: 'team_uuid', type: 'uuid' }) teamUuid: string;
  @PrimaryColumn({ name: 'user_id' }) userId: number;
  @Column({ type: 'varchar', length: 10 }) role: TeamRole;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** An invitation to join a team with a role, by email; its token is kept only as a hash. */
@Entity('team_invitations')
export class TeamInvitation {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ name: 'team_uuid', type: 'uuid' }) teamUuid: string;
  @Column({ length: 254 }) email: string;
  @Column({ type: 'varchar', length: 10 }) role: TeamRole;
  @Column({ name: 'token_hash', type: 'char', length: 64 }) tokenHash: string;
  @Column({ name: 'invited_by', type: 'integer', nullable: true }) invitedBy: number | null;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true }) acceptedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** What an access token may do, beside what its maker's role allows. */
export const TOKEN_SCOPES = [
  'functions:read',
  'functions:write',
  'functions:invoke',
  'secrets:write',
  'audit:read',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A team's credential for automation (CI/CD): a bearer token kept only as its hash. */
@Entity('access_tokens')
export class AccessToken {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ name: 'team_uuid', type: 'uuid' }) teamUuid: string;
  @Column({ length: 64 }) name: string;
  @Column({ name: 'token_hash', type: 'char', length: 64 }) tokenHash: string;
  @Column({ type: 'text', array: true }) scopes: TokenScope[];
  @Column({ name: 'created_by' }) createdBy: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
