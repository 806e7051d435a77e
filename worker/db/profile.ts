// A member's own profile as the edit screen reads and writes it: info fields, avatar and cover keys.
import type { MemberDetail } from './members';

/** The columns the info form writes; a fixed list, so only these names ever reach the SET clause. */
export const PROFILE_INFO_FIELDS = [
  'gender', 'birth_date', 'relationship', 'orientation', 'education', 'website', 'about',
] as const satisfies readonly (keyof MemberDetail)[];

export type ProfileInfoField = (typeof PROFILE_INFO_FIELDS)[number];
export type ProfileInfo = Pick<MemberDetail, ProfileInfoField>;

export interface OwnProfile extends ProfileInfo, Pick<MemberDetail, 'user_id' | 'avatar' | 'cover'> {
  /** 0 for accounts made by Google sign-in that never set a password. */
  has_password: 0 | 1;
}

export type ProfileImage = 'avatar' | 'cover';

export async function readOwnProfile(db: D1Database, userId: number): Promise<OwnProfile | null> {
  return db
    .prepare(
      `SELECT user_id, ${PROFILE_INFO_FIELDS.join(', ')}, avatar, cover, password_hash IS NOT NULL AS has_password
         FROM users WHERE user_id = ?1 AND status_id <> 0`,
    )
    .bind(userId)
    .first<OwnProfile>();
}

/** Writes the given fields only; fields left out keep their value. */
export async function updateProfileInfo(db: D1Database, userId: number, changes: Partial<ProfileInfo>): Promise<void> {
  const fields = PROFILE_INFO_FIELDS.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return;
  const set = fields.map((field, i) => `${field} = ?${i + 2}`).join(', ');
  await db.prepare(`UPDATE users SET ${set} WHERE user_id = ?1`).bind(userId, ...fields.map((field) => changes[field])).run();
}

/** Points the avatar or cover at a new R2 key and answers the key it replaced (one transaction). */
export async function replaceProfileImage(db: D1Database, userId: number, image: ProfileImage, key: string): Promise<string | null> {
  const column = image === 'avatar' ? 'avatar' : 'cover';
  const [previous] = await db.batch<Record<ProfileImage, string | null>>([
    db.prepare(`SELECT ${column} FROM users WHERE user_id = ?1`).bind(userId),
    db.prepare(`UPDATE users SET ${column} = ?2 WHERE user_id = ?1`).bind(userId, key),
  ]);
  return previous?.results[0]?.[column] ?? null;
}
