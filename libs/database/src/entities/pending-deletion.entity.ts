import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PendingDeletionStatus = 'pending' | 'cancelled' | 'completed';

/** No foreign key: the row outlives the function it deleted, as its audit record. */
@Entity('pending_deletions')
export class PendingDeletion {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @Column({ name: 'function_name', length: 63 }) functionName: string;
  @Column({ name: 'image_tag', length: 255 }) imageTag: string;
  @Column({ length: 50 }) reason: string;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) status: PendingDeletionStatus;
  @Column({ name: 'deletion_date', type: 'timestamptz' }) deletionDate: Date;
  @Column({ name: 'scheduled_at', type: 'timestamptz' }) scheduledAt: Date;
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true }) resolvedAt: Date | null;
}
