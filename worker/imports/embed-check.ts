// The periodic check of partner embeds (docs/import.md): each cron run asks a few live embedded videos' embed
// addresses, the least recently checked first, and records what they answered. An embed answers when its address
// gives a status below 400 within EMBED_CHECK_TIMEOUT_MS; the console lists those failing EMBED_FAILURES_LISTED checks
// in a row, for staff to take down in bulk.
import { listEmbedsToCheck, recordEmbedAnswers, type EmbedAnswer } from '../db/embed-checks';

/** Embeds asked per cron run (every 30 minutes): 1,200 a day, each subrequest well inside a run's limits. */
export const EMBEDS_PER_RUN = 25;
export const EMBED_CHECK_TIMEOUT_MS = 5000;
/** Failed checks in a row before the console lists a video: one failure may be the partner's passing trouble. */
export const EMBED_FAILURES_LISTED = 2;

async function ask(fetcher: typeof fetch, url: string): Promise<Pick<EmbedAnswer, 'status' | 'ok'>> {
  try {
    const response = await fetcher(url, { redirect: 'follow', signal: AbortSignal.timeout(EMBED_CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return { status: String(response.status), ok: response.status < 400 };
  } catch (error) {
    return { status: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'error', ok: false };
  }
}

/** Asks the next embeds and records their answers; answers how many were asked. */
export async function checkPartnerEmbeds(db: D1Database, now: number, fetcher: typeof fetch = fetch): Promise<number> {
  const due = await listEmbedsToCheck(db, EMBEDS_PER_RUN);
  const answers = await Promise.all(due.map(async (embed) => ({ videoId: embed.video_id, ...(await ask(fetcher, embed.url)) })));
  await recordEmbedAnswers(db, answers, now);
  return answers.length;
}
