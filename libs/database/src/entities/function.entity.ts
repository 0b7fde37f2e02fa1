import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type FunctionStatus = 'init' | 'deployed' | 'active' | 'failed' | 'pending_deletion' | 'deleted';

@Entity('functions')
export class FunctionEntity {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ name: 'user_id' }) userId: number;
  @Column({ length: 63 }) name: string;
  @Column({ length: 20, default: 'init' }) status: FunctionStatus;
  @Column({ name: 'skip_signing', default: false }) skipSigning: boolean;
  /** MB */
  @Column({ default: 128 }) memory: number;
  /** seconds */
  @Column({ default: 30 }) timeout: number;
  @Column({ name: 'last_invoked_at', type: 'timestamptz', nullable: true }) lastInvokedAt: Date | null;
  /** A cancelled deletion restarts the stale clock from here. */
  @Column({ name: 'stale_reset_at', type: 'timestamptz', nullable: true }) staleResetAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
