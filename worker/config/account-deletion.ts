// A member's own account deletion (docs/privacy.md): what becomes of their uploads, as DELETED_ACCOUNT_UPLOADS says,
// and the reason their taken-down uploads keep.

/** The reason a video or album keeps when its uploader deleted their account (status 5). */
export const ACCOUNT_DELETED = 'account_deleted';

/**
 * 'take_down' (the default): every upload of the account is taken down (status 5, ACCOUNT_DELETED). 'keep': its live
 * public uploads stay, anonymised (no uploader), and only the rest is taken down.
 */
export const DELETED_ACCOUNT_UPLOADS = ['take_down', 'keep'] as const;
export type DeletedAccountUploads = (typeof DELETED_ACCOUNT_UPLOADS)[number];

/** The setting's value; anything but 'keep' (unset included) takes uploads down. */
export function deletedAccountUploads(value: string | undefined): DeletedAccountUploads {
  return value === 'keep' ? 'keep' : 'take_down';
}
