// A member's own account deletion as one D1 batch (docs/privacy.md): what goes, what is anonymised, the counters that
// follow, and the tombstone row that keeps the username reserved. Every statement here is for that one batch, so a
// failure anywhere leaves the account exactly as it was.
import { ACCOUNT_DELETED, type DeletedAccountUploads } from '../config/account-deletion';
import { IMAGE_RULES } from '../config/profile';
import { rateVotes } from './counters';
import { COUNT_SOURCES } from './listing-counters';
import { trashMediaStatement } from './media-trash';
import { DURATION_CLASS_SQL, PUBLIC_VIDEO } from './video-listing';

/** What the deletion needs to know of the account before it goes: its address (for the mail) and its images. */
export interface DeletedAccount {
  user_id: number;
  username: string;
  email: string | null;
  lang: string | null;
  avatar: string | null;
  cover: string | null;
}

export function readDeletableAccount(db: D1Database, userId: number): Promise<DeletedAccount | null> {
  return db
    .prepare('SELECT user_id, username, email, lang, avatar, cover FROM users WHERE user_id = ?1 AND status_id <> 0 AND deleted_at IS NULL')
    .bind(userId)
    .first<DeletedAccount>();
}

/** Whether the account is a tombstone (deleted by its owner). */
export async function isDeletedAccount(db: D1Database, userId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM users WHERE user_id = ?1 AND deleted_at IS NOT NULL').bind(userId).first()) !== null;
}

/** The tables whose rating (and likes and dislikes, where they have them) come from the votes: object_type -> table, key, columns. */
const VOTED = {
  video: ['videos', 'video_id', 'likes = vt.likes, dislikes = vt.dislikes, '],
  album: ['albums', 'album_id', 'likes = vt.likes, dislikes = vt.dislikes, '],
  playlist: ['playlists', 'playlist_id', ''],
} as const;
/** The tables whose comments_count counts the visible comments. */
const COMMENTED = { video: ['videos', 'video_id'], album: ['albums', 'album_id'] } as const;
/** Where each kind of subscription target keeps its subscriber count. */
const SUBSCRIBED = { channel: ['channels', 'channel_id', 'subscribers'], model: ['models', 'model_id', 'subscribers'], member: ['users', 'user_id', 'subscribers_count'] } as const;

/** Uploads that stay (anonymised) when the site keeps a deleted account's uploads: public and live. */
const KEPT_UPLOAD = 'status_id = 1 AND is_private = 0';

export interface AccountDeletion {
  account: DeletedAccount;
  uploads: DeletedAccountUploads;
  /** The account's subject in the login limit (worker/auth/accounts.ts loginSubject). */
  loginSubject: string;
  now: number;
}

/**
 * The statements of the deletion, in order: counters are recounted while the rows they count are still there (each
 * without the member's own rows), then the rows go; the tombstone update is last but the audit entry and the mail
 * (`along`, written after it), so the entry is written only when the account really changed.
 */
export function accountDeletionStatements(db: D1Database, deletion: AccountDeletion, along: { audit: D1PreparedStatement; mail: D1PreparedStatement | null }): D1PreparedStatement[] {
  const { account, uploads, now } = deletion;
  const id = account.user_id;
  const s = (sql: string, ...params: unknown[]) => db.prepare(sql).bind(id, ...params);
  const statements: D1PreparedStatement[] = [];

  // Uploads. List totals leave first, while the videos are still public: all of them when they are taken down; in
  // either case the member's own uploader totals (their profile answers no more).
  if (uploads === 'take_down') statements.push(listingCountsDropStatement(db, id));
  statements.push(s("DELETE FROM video_list_counts WHERE scope = 'uploader' AND scope_id = ?1"));
  for (const table of ['videos', 'albums'] as const) {
    const kept = uploads === 'keep' ? ` AND NOT (${KEPT_UPLOAD})` : '';
    statements.push(
      s(`UPDATE ${table} SET status_id = 5, status_reason = '${ACCOUNT_DELETED}' WHERE user_id = ?1 AND status_id <> 5${kept}`),
      ...(table === 'videos' ? [s('UPDATE videos SET readd_at = NULL WHERE user_id = ?1 AND readd_at IS NOT NULL')] : []),
      ...(uploads === 'keep' ? [s(`UPDATE ${table} SET user_id = NULL WHERE user_id = ?1 AND ${KEPT_UPLOAD}`)] : []),
    );
  }
  // Unfinished uploads expire now (the cron drops their bytes); every upload row forgets the member and the file name.
  statements.push(s(
    `UPDATE uploads SET user_id = NULL, name = '', locked_until = 0,
            expires_at = CASE WHEN completed_at IS NULL THEN MIN(expires_at, ?2) ELSE expires_at END
      WHERE user_id = ?1`, now,
  ));

  // Votes: each object they voted on is recounted without their vote, then the votes go.
  for (const [type, [table, key, counts]] of Object.entries(VOTED)) {
    statements.push(s(
      `UPDATE ${table} SET ${counts}rating = ${rateVotes('vt')}
         FROM (SELECT mine.object_id AS id, COALESCE(SUM(o.vote), 0) AS likes, COALESCE(SUM(1 - o.vote), 0) AS dislikes
                 FROM votes mine LEFT JOIN votes o ON o.object_type = mine.object_type AND o.object_id = mine.object_id AND o.user_id <> ?1
                WHERE mine.user_id = ?1 AND mine.object_type = '${type}' GROUP BY mine.object_id) AS vt
        WHERE ${table}.${key} = vt.id`,
    ));
  }
  statements.push(s('DELETE FROM votes WHERE user_id = ?1'));

  // Comments: each object they commented on is recounted without theirs, then their comments go.
  for (const [type, [table, key]] of Object.entries(COMMENTED)) {
    statements.push(s(
      `UPDATE ${table} SET comments_count = (SELECT COUNT(*) FROM comments o WHERE o.object_type = '${type}' AND o.object_id = ${table}.${key}
                                              AND o.status_id = 1 AND o.user_id <> ?1)
        WHERE ${key} IN (SELECT object_id FROM comments WHERE user_id = ?1 AND object_type = '${type}')`,
    ));
  }
  statements.push(s('DELETE FROM comments WHERE user_id = ?1'));

  // Subscriptions: their targets are recounted without them; subscriptions to them go too.
  for (const [type, [table, key, count]] of Object.entries(SUBSCRIBED)) {
    statements.push(s(
      `UPDATE ${table} SET ${count} = (SELECT COUNT(*) FROM subscriptions o WHERE o.target_type = '${type}' AND o.target_id = ${table}.${key} AND o.user_id <> ?1)
        WHERE ${key} IN (SELECT target_id FROM subscriptions WHERE user_id = ?1 AND target_type = '${type}')`,
    ));
  }
  statements.push(
    s('DELETE FROM subscriptions WHERE user_id = ?1'),
    s("DELETE FROM subscriptions WHERE target_type = 'member' AND target_id = ?1"),
  );

  // Their lists and playlists (with what others left on the playlists: votes and comments).
  const theirPlaylists = 'SELECT playlist_id FROM playlists WHERE user_id = ?1';
  statements.push(
    s('DELETE FROM favourites WHERE user_id = ?1'),
    s('DELETE FROM watch_later WHERE user_id = ?1'),
    s('DELETE FROM history WHERE user_id = ?1'),
    s(`DELETE FROM votes WHERE object_type = 'playlist' AND object_id IN (${theirPlaylists})`),
    s(`DELETE FROM comments WHERE object_type = 'playlist' AND object_id IN (${theirPlaylists})`),
    s(`DELETE FROM playlist_videos WHERE playlist_id IN (${theirPlaylists})`),
    s('DELETE FROM playlists WHERE user_id = ?1'),
  );

  // The social side: friendships and blocks either way, conversations in both inboxes, their wall and their posts.
  statements.push(
    s('DELETE FROM friends WHERE user_id = ?1 OR friend_id = ?1'),
    s('DELETE FROM blocks WHERE user_id = ?1 OR blocked_id = ?1'),
    s('DELETE FROM messages WHERE sender_id = ?1 OR recipient_id = ?1'),
    s("DELETE FROM wall_posts WHERE wall_type = 'member' AND wall_id = ?1"),
    s('DELETE FROM wall_posts WHERE user_id = ?1'),
    // Reports they sent stay for moderation, no longer tied to the account.
    s('UPDATE reports SET user_id = NULL WHERE user_id = ?1'),
    // Their counted views; a row the running queue batch holds is left to it (the cron prunes it after the window).
    s('DELETE FROM view_marks WHERE visitor = ?2 AND batch IS NULL', `u${id}`),
  );

  // Signed in nowhere, no link of theirs works, their counted login and restore attempts go.
  statements.push(
    s('DELETE FROM sessions WHERE user_id = ?1'),
    s('DELETE FROM account_tokens WHERE user_id = ?1'),
    s("DELETE FROM auth_attempts WHERE (scope = 'login_account' AND subject = ?2) OR (scope = 'restore_email' AND subject = ?3)",
      deletion.loginSubject, account.email?.toLowerCase() ?? ''),
  );

  // Their own avatar and cover files (not seeded or shared ones outside their folders) leave R2 with the cron.
  const images = [
    account.avatar?.startsWith(`${IMAGE_RULES.avatar.folder}/${id}/`) ? account.avatar : null,
    account.cover?.startsWith(`${IMAGE_RULES.cover.folder}/${id}/`) ? account.cover : null,
  ].filter((key): key is string => key !== null);
  if (images.length > 0) statements.push(trashMediaStatement(db, images, now));

  // The tombstone: hidden like a disabled account, never to be enabled; the username and its look-alike key stay.
  statements.push(s(
    `UPDATE users SET status_id = 0, enabled_status_id = NULL, deleted_at = ?2, role = 'member',
            email = NULL, password_hash = NULL, email_confirmed = 0, google_sub = NULL, lang = NULL,
            avatar = NULL, avatar_set = NULL, cover = NULL, country = NULL, gender = NULL, birth_date = NULL,
            relationship = NULL, orientation = NULL, education = NULL, website = NULL, about = '', hidden_lists = '',
            subscribers_count = 0, videos_count = 0, videos_viewed = 0, last_upload_at = NULL, last_login_at = NULL
      WHERE user_id = ?1 AND deleted_at IS NULL`, now,
  ));
  statements.push(along.audit);
  if (along.mail) statements.push(along.mail);
  return statements;
}

/**
 * Takes the member's public videos out of every list total but their own uploader's (dropped whole): one statement
 * for all of them, as listingCountDeltaStatements does for one video. Run while the videos are still public.
 */
function listingCountsDropStatement(db: D1Database, userId: number): D1PreparedStatement {
  const counted = (['all', 'category', 'model', 'channel'] as const).map((scope) => {
    const { id, from } = COUNT_SOURCES[scope];
    return `SELECT '${scope}' AS scope, ${id} AS scope_id, v.gender AS gender, ${DURATION_CLASS_SQL} AS duration
              FROM ${from} WHERE v.user_id = ?1 AND ${PUBLIC_VIDEO} AND ${id} IS NOT NULL`;
  });
  return db
    .prepare(
      `UPDATE video_list_counts SET videos = MAX(0, video_list_counts.videos - d.n)
         FROM (SELECT scope, scope_id, gender, duration, COUNT(*) AS n FROM (${counted.join(' UNION ALL ')})
                GROUP BY scope, scope_id, gender, duration) AS d
        WHERE video_list_counts.scope = d.scope AND video_list_counts.scope_id = d.scope_id
          AND video_list_counts.gender = d.gender AND video_list_counts.duration = d.duration`,
    )
    .bind(userId);
}
