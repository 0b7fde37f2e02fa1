import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type FunctionStatus = 'init' | 'deployed' | 'active' | 'failed' | 'pending_deletion' | 'deleted';

@Entity('functions')
export class FunctionEntity {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  /** The account that created it. */
  @Column({ name: 'user_id' }) userId: number;
  /** The team that owns it: its members reach it by role. */
  @Column({ name: 'team_uuid', type: 'uuid' }) teamUuid: string;
  @Column({ length: 63 }) name: string;
  @Column({ type: 'varchar', length: 20, default: 'init' }) status: FunctionStatus;
  @Column({ name: 'skip_signing', default: false }) skipSigning: boolean;
  /** MB */
  @Column({ default: 128 }) memory: number;
  /** seconds */
  @Column({ default: 30 }) timeout: number;
  @Column({ length: 256, default: '' }) description: string;
  /** Set by a configuration change; over the active version's deploy-time env (this wins a name both set). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) env: Record<string, string>;
  /** Account secrets the function reads as files, beside those its version's function.json names. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) secrets: string[];
  /** Instances kept started, never reaped (their memory reserved). */
  @Column({ name: 'min_instances', default: 0 }) minInstances: number;
  /** Instances a host may run at once. */
  @Column({ name: 'max_instances', default: 10 }) maxInstances: number;
  /** Calls one instance takes at once while it has CPU to spare. */
  @Column({ name: 'concurrency_per_instance', default: 10 }) concurrencyPerInstance: number;
  /** Bumped by every configuration change: instances started on an older one are replaced. */
  @Column({ name: 'config_revision', default: 1 }) configRevision: number;
  @Column({ name: 'last_invoked_at', type: 'timestamptz', nullable: true }) lastInvokedAt: Date | null;
  /** A cancelled deletion restarts the stale clock from here. */
  @Column({ name: 'stale_reset_at', type: 'timestamptz', nullable: true }) staleResetAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
