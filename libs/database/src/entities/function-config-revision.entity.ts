import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One configuration of a function, as it was after a change (revision 1: at creation). */
@Entity('function_config_revisions')
export class FunctionConfigRevision {
  @PrimaryColumn({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @PrimaryColumn() revision: number;
  @Column() memory: number;
  @Column() timeout: number;
  @Column({ type: 'jsonb' }) env: Record<string, string>;
  @Column({ type: 'text', array: true }) secrets: string[];
  @Column({ length: 256 }) description: string;
  @Column({ name: 'min_instances' }) minInstances: number;
  @Column({ name: 'max_instances' }) maxInstances: number;
  @Column({ name: 'concurrency_per_instance' }) concurrencyPerInstance: number;
  /** The fields this revision changed (empty for revision 1). */
  @Column({ type: 'text', array: true }) changed: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
