// The profile editor's rules (spec section 6): the adult age, the earliest birth date, the longest texts, and where
// each profile image lives and its smallest size.
import type { ProfileImage } from '../db/profile';

export const ADULT_AGE = 18;
export const BIRTH_DATE_MIN = '1900-01-01';
/** Longest texts, in characters (code points). */
export const TEXT_MAX = { education: 100, website: 200, about: 1000 } as const;
/** Where each image lives in R2 and its smallest size (spec: cover at least 1250x250). */
export const IMAGE_RULES: Record<ProfileImage, { folder: string; width: number; height: number }> = {
  avatar: { folder: 'avatars', width: 100, height: 100 },
  cover: { folder: 'covers', width: 1250, height: 250 },
};
export type ProfileSection = 'info' | 'password' | ProfileImage;
/** The /edit/ page's forms: the profile sections and, last, the account's deletion (worker/auth/account-deletion.ts). */
export type EditSection = ProfileSection | 'delete';
