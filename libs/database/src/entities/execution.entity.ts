import { TRIGGER_TYPES } from '@fnhost/triggers';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export const EXECUTION_STATUSES = ['queued', 'running', 'success', 'error', 'timeout'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];
/** How an execution came: a broker trigger's is its type. */
export const EXECUTION_TRIGGERS = ['sync', 'async', 'schedule', 'http', ...TRIGGER_TYPES] as const;
export type ExecutionTrigger = (typeof EXECUTION_TRIGGERS)[number];

@Entity('executions')
export class Execution {
  @PrimaryColumn('uuid') uuid: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @Column({ name: 'deployment_uuid', type: 'uuid', nullable: true }) deploymentUuid: string | null;
  @Column({ type: 'varchar', length: 20 }) status: ExecutionStatus;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ name: 'duration_ms', type: 'int', nullable: true }) durationMs: number | null;
  @Column({ name: 'error_message', type: 'text', nullable: true }) errorMessage: string | null;
  @Column({ type: 'varchar', length: 10 }) trigger: ExecutionTrigger;
  @Column() attempts: number;
  /** A function URL's request: its method and path. */
  @Column({ name: 'http_method', type: 'varchar', nullable: true }) httpMethod: string | null;
  @Column({ name: 'http_path', type: 'varchar', nullable: true }) httpPath: string | null;
  /** The alias it came through; null: its caller named the version. */
  @Column({ type: 'varchar', nullable: true }) alias: string | null;
  /** The event as received and the handler's result as JSON, each clipped (clipIo). */
  @Column({ type: 'text', nullable: true }) input: string | null;
  @Column({ name: 'input_truncated' }) inputTruncated: boolean;
  @Column({ type: 'text', nullable: true }) result: string | null;
  @Column({ name: 'result_truncated' }) resultTruncated: boolean;
  /** A streamed reply: the bytes it sent (null: a buffered reply). */
  @Column({
    name: 'stream_bytes',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) },
  })
  streamBytes: number | null;
  /** A streamed reply: ms from the call's start to its first byte (null: none came). */
  @Column({ name: 'stream_ttfb_ms', type: 'int', nullable: true }) streamTtfbMs: number | null;
}
