import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

@Entity('execution_logs')
export class ExecutionLog {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'execution_uuid', type: 'uuid' }) executionUuid: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  /** Position within the execution: console order is kept even for equal timestamps. */
  @Column() seq: number;
  @Column({ type: 'timestamptz' }) timestamp: Date;
  @Column({ type: 'varchar', length: 10 }) level: LogLevel;
  @Column({ type: 'text' }) message: string;
}
