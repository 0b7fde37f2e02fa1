import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';

/** Profile fields, kept in step with the identity provider's attributes. */
@Entity('user_information')
export class UserInformation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'user_id', unique: true }) userId: number;
  @OneToOne(() => User, (user) => user.information, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
  @Column({ name: 'first_name', type: 'varchar', length: 255, nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'varchar', length: 255, nullable: true }) lastName: string | null;
  @Column({ name: 'phone_number', type: 'varchar', length: 50, nullable: true }) phoneNumber: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) country: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) address: string | null;
  @Column({ name: 'zip_code', type: 'varchar', length: 20, nullable: true }) zipCode: string | null;
  @Column({ type: 'varchar', length: 50, default: 'user' }) role: string;
  @Column({ type: 'varchar', length: 1024, nullable: true }) avatar: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
