// Who "the member" is in a statement: a user id, or whoever a session belongs to, so a member's own rows can be read
// in the same round trip as the session itself.
export type MemberRef = { userId: number } | { sessionHash: string; now: number };

/** The SQL of the member's id with its parameters, numbered from `first`: "?n", or a lookup of the live session. */
export function memberIdSql(member: MemberRef, first: number): { sql: string; params: unknown[] } {
  if ('userId' in member) return { sql: `?${first}`, params: [member.userId] };
  return {
    sql: `(SELECT user_id FROM sessions WHERE session_hash = ?${first} AND expires_at > ?${first + 1})`,
    params: [member.sessionHash, member.now],
  };
}
