import { User, UserInformation } from '@fnhost/database';
import { IdpProfile } from './idp.client';
import { ProfileDto } from './dto/profile.dto';

/** user_information columns kept as identity provider attributes (spec: sync table). */
const ATTRIBUTE_FIELDS = {
  phone_number: 'phoneNumber',
  country: 'country',
  city: 'city',
  address: 'address',
  zip_code: 'zipCode',
  role: 'role',
  avatar: 'avatar',
} as const satisfies Record<string, keyof UserInformation>;

/** Avatar travels from the database to the identity provider only. */
const PULLED_ATTRIBUTES = Object.keys(ATTRIBUTE_FIELDS).filter(
  (a) => a !== 'avatar',
) as (keyof typeof ATTRIBUTE_FIELDS)[];

/** Database -> identity provider: names and every attribute of the sync table. */
export function toIdpProfile(email: string, info: Partial<UserInformation>): IdpProfile {
  const attributes: Record<string, string[]> = {};
  for (const [attr, field] of Object.entries(ATTRIBUTE_FIELDS)) {
    const value = info[field];
    if (value !== undefined) attributes[attr] = value === null ? [] : [String(value)];
  }
  return { email, firstName: info.firstName ?? undefined, lastName: info.lastName ?? undefined, attributes };
}

/** Identity provider -> database: the fields that sync in that direction. */
export function fromIdpProfile(profile: IdpProfile): Partial<UserInformation> {
  const out: Partial<UserInformation> = {};
  if (profile.firstName !== undefined) out.firstName = profile.firstName;
  if (profile.lastName !== undefined) out.lastName = profile.lastName;
  for (const attr of PULLED_ATTRIBUTES) {
    const value = profile.attributes?.[attr]?.[0];
    if (value !== undefined) (out as Record<string, string>)[ATTRIBUTE_FIELDS[attr]] = value;
  }
  return out;
}

export function toProfileDto(user: User, info: UserInformation | null): ProfileDto {
  return {
    uuid: user.uuid,
    email: user.email,
    status: user.status,
    is_email_verified: user.isEmailVerified,
    first_name: info?.firstName ?? null,
    last_name: info?.lastName ?? null,
    phone_number: info?.phoneNumber ?? null,
    country: info?.country ?? null,
    city: info?.city ?? null,
    address: info?.address ?? null,
    zip_code: info?.zipCode ?? null,
    role: info?.role ?? 'user',
    avatar: info?.avatar ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
