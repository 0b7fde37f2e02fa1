import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ApiKeyValidity = '1h' | '1d' | '1w' | '1m' | 'forever';

@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid') uuid: string;
  @Column({ name: 'function_uuid', type: 'uuid' }) functionUuid: string;
  @Column({ name: 'public_key', length: 64 }) publicKey: string;
  /** sha256 (hex) of the derived private key; the private key itself is never stored. */
  @Column({ name: 'private_key_hash', length: 64 }) privateKeyHash: string;
  @Column({ type: 'varchar', length: 10 }) validity: ApiKeyValidity;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ name: 'is_active', default: true }) isActive: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}
