import type { Installer } from '@fnhost/runtime';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type DeploymentStatus = 'building' | 'active' | 'inactive' | 'failed' | 'canary' | 'rolled_back';

/**
 * How a new version reaches an alias's calls: percents in steps, each judged after an interval. The
 * stored shape (a deployment's, a rollout's); its rules are @fnhost/releases' (`judge`, `Rollouts`).
 */
export interface RolloutPolicy {
  /** `latest`, or an alias of the function. */
  target: string;
  /** The canary's percent at each step, rising, each 1-99; after the last it takes 100%. */
  steps: number[];
  step_interval_s: number;
  /** The canary's error rate above which it is rolled back (0-1). */
  max_error_rate: number;
  /** Its p95 duration above this multiple of the baseline's, over the same window, rolls back; null: not judged. */
  max_p95_ratio: number | null;
  /** The canary's calls a step needs before it is judged; fewer wait (ROLLOUT_MAX_WAITS intervals). */
  min_calls: number;
}

@Entity('deployments')
export class Deployment {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @Column() version: number;
  @Column({ name: 'image_tag', length: 255 }) imageTag: string;
  @Column({ name: 'storage_key', length: 512 }) storageKey: string;
  /** The stored archive's size (its team's archive_bytes quota); null: stored before sizes were recorded. */
  @Column({
    name: 'archive_bytes',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: unknown) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  archiveBytes: number | null;
  /** SHA-256 (hex) of the archive as uploaded: `fnhost up` compares its own packing with it. Null: not known. */
  @Column({ name: 'source_sha256', type: 'char', length: 64, nullable: true }) sourceSha256: string | null;
  /** function.json's runtime (libs/runtime/runtimes.json); a rollback restores it with the code. */
  @Column({ length: 20 }) runtime: string;
  @Column({ type: 'varchar', length: 20, default: 'building' }) status: DeploymentStatus;
  @Column({ name: 'is_active', default: false }) isActive: boolean;
  /** Environment variables given at deploy; a rollback restores them with the code. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) env: Record<string, string>;
  /** Secrets its function.json names; a rollback restores them with the code. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) secrets: string[];
  /** What its build installs (libs/runtime dependencyPlan), decided at deploy: null installs nothing. */
  @Column({ type: 'varchar', length: 12, nullable: true }) install: Installer | null;
  /** Secrets function.json's `build.secrets` names: mounted for the install step only. */
  @Column({ name: 'build_secrets', type: 'text', array: true, default: () => "'{}'" }) buildSecrets: string[];
  /** The stored tree its install made (or reused), laid under its code: null when it installs nothing. */
  @Column({ name: 'dependencies_key', type: 'varchar', length: 512, nullable: true })
  dependenciesKey: string | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  /** The rollout policy decided at deploy (the function's, or a one-off): null switches all calls when built. */
  @Column({ type: 'jsonb', nullable: true }) rollout: RolloutPolicy | null;
  /** How often its build was queued (the reconciler re-queues lost builds, a bounded number of times). */
  @Column({ name: 'build_attempts', default: 1 }) buildAttempts: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'deployed_at', type: 'timestamptz', nullable: true }) deployedAt: Date | null;
  /** The build's output, its last BUILD_LOG_BYTES; read only where asked for (up to 64 KB a row). */
  @Column({ name: 'build_log', type: 'text', select: false, default: '' }) buildLog: string;
  @Column({ name: 'build_log_truncated', select: false, default: false }) buildLogTruncated: boolean;
}

/** A build keeps the last this many bytes of its output. */
export const BUILD_LOG_BYTES = 64 * 1024;
