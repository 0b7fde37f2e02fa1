import { Column, Entity, PrimaryColumn } from 'typeorm';

export type ExecutionStatus = 'success' | 'error' | 'timeout';

@Entity('executions')
export class Execution {
  @PrimaryColumn('uuid') uuid: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @Column({ name: 'deployment_uuid', type: 'uuid', nullable: true }) deploymentUuid: string | null;
  @Column({ length: 20 }) status: ExecutionStatus;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz' }) completedAt: Date;
  @Column({ name: 'duration_ms' }) durationMs: number;
  @Column({ name: 'error_message', type: 'text', nullable: true }) errorMessage: string | null;
}
