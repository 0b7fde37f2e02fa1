import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A named input of a function, kept for trying it again (the playground, `fnhost invoke --event`). */
@Entity('test_events')
export class TestEvent {
  @PrimaryColumn({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @PrimaryColumn({ length: 64 }) name: string;
  @Column({ type: 'jsonb' }) event: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
