// Whether a member's profile answers: content by a hidden member (status_id 0) still carries their name, never a link.
/** True for a member of `users u` whose /members/{id}/ answers (NULL when a LEFT JOIN found no member). */
export const MEMBER_OPEN = 'u.status_id <> 0';

/** The column for queries that join `users u`: 1 while the member's profile answers, 0 once it is hidden. */
export const USER_VISIBLE = `${MEMBER_OPEN} AS user_visible`;

export type UserVisible = 0 | 1;
