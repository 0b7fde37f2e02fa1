import {
  Column,
  CreateDateColumn,
  Entity,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserInformation } from './user-information.entity';

export type UserStatus = 'active' | 'blocked' | 'deleted';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'uuid', unique: true, default: () => 'gen_random_uuid()' }) uuid: string;
  @Column({ length: 255 }) email: string;
  @Column({ name: 'idp_user_id', type: 'varchar', length: 255, nullable: true, unique: true }) idpUserId:
    string | null;
  /** Legacy users only (deprecated): cleared once the user is migrated to the identity provider. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true }) passwordHash:
    string | null;
  @Column({ type: 'varchar', length: 20, default: 'active' }) status: UserStatus;
  @Column({ name: 'temporary_password', default: false }) temporaryPassword: boolean;
  @Column({ name: 'is_email_verified', default: false }) isEmailVerified: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @OneToOne(() => UserInformation, (info) => info.user) information?: UserInformation;
}
