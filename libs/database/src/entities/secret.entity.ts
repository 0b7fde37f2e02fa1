import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An account's secret, sealed (libs/common SecretBox): never read back by the api, opened by workers only. */
@Entity('secrets')
export class SecretEntity {
  @PrimaryGeneratedColumn() id: number;
  /** The account that created it: the context its value is sealed under. */
  @Column({ name: 'user_id' }) userId: number;
  /** The team that owns it; its functions read it. */
  @Column({ name: 'team_uuid', type: 'uuid' }) teamUuid: string;
  @Column({ length: 64 }) name: string;
  @Column({ name: 'key_id', length: 16 }) keyId: string;
  @Column({ type: 'bytea' }) sealed: Buffer;
  /** Bytes of the value. */
  @Column() size: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
