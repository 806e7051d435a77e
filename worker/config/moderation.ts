// Moderation's fixed lists: why an item is refused (the spec's forbidden kinds first, then the usual grounds of a tube
// site), and the codes a video keeps when it is taken down or deleted by its owner.
export const REJECT_REASONS = [
  'minors', 'animals', 'rape', 'incest', 'violence', 'illegal',
  'copyright', 'duplicate', 'quality', 'off_topic', 'spam', 'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The reason a video taken down keeps (status 5, 'Video has been recently deleted'); the moderator's words go with it. */
export const TAKEN_DOWN = 'taken_down';
/** The reason of a video its owner deleted (status_id 6, act 2); a re-add brings it back. */
export const OWNER_DELETED = 'owner_deleted';
/** Re-add (act 4): the days field's default (spec section 9) and its largest value. */
export const READD_DAYS_DEFAULT = 7;
export const READD_DAYS_MAX = 365;
/** The longest a moderator's note may be. */
export const MODERATION_NOTE_MAX = 500;
/** How long after a decision on one item its moderator may undo it (the undo shown on the next item). */
export const UNDO_SECONDS = 600;
