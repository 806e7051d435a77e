// Listing queries against real migrated D1: sorts order correctly and each one is served by an index.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { VIDEO_SORTS } from '../views/urls';
import { listVideos, type VideoCard } from '../worker/db/videos';
import { listModels } from '../worker/db/models';
import { listMembers } from '../worker/db/members';

const now = Math.floor(Date.now() / 1000);

describe('video listings', () => {
  it.each(VIDEO_SORTS)('%s returns 60 public straight videos per page, ordered', async (sort) => {
    const { items, total } = await listVideos(env.DB, { gender: 0, sort, page: 1, perPage: 60, now });
    expect(items).toHaveLength(60);
    expect(total).toBeGreaterThan(60);
    const rows = await env.DB.prepare(
      `SELECT video_id, status_id, is_private, gender, post_date, duration, viewed, comments_count, rating, popularity
         FROM videos WHERE video_id IN (${items.map((v: VideoCard) => v.video_id).join(',')})`,
    ).all<Record<string, number>>();
    const byId = new Map(rows.results.map((r) => [r.video_id, r]));
    for (const row of rows.results) {
      expect([row.status_id, row.is_private, row.gender]).toEqual([1, 0, 0]);
    }
    const key: Record<string, string> = {
      'latest-updates': 'post_date', longest: 'duration', 'most-commented': 'comments_count',
      'most-popular': 'popularity', 'most-viewed': 'viewed', 'top-rated': 'rating',
    };
    const values = items.map((v) => byId.get(v.video_id)![key[sort]!]!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it.each(VIDEO_SORTS)('%s is planned on an index, never a table scan', async (sort) => {
    const order: Record<string, string> = {
      'latest-updates': 'v.post_date DESC, v.video_id DESC', longest: 'v.duration DESC, v.video_id DESC',
      'most-commented': 'v.comments_count DESC, v.video_id DESC', 'most-popular': 'v.popularity DESC, v.video_id DESC',
      'most-viewed': 'v.viewed DESC, v.video_id DESC', 'top-rated': 'v.rating DESC, v.likes DESC, v.video_id DESC',
    };
    const plan = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT v.video_id FROM videos v WHERE v.status_id = 1 AND v.is_private = 0 AND v.gender = 0
        ORDER BY ${order[sort]} LIMIT 60 OFFSET 600`,
    ).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(' | ');
    expect(details).toMatch(/USING (COVERING )?INDEX videos_/);
    expect(details).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it('duration and date filters keep only matching videos', async () => {
    const long = await listVideos(env.DB, { gender: 0, sort: 'latest-updates', page: 1, perPage: 60, duration: 'long', now });
    expect(long.items.every((v) => v.duration > 2400)).toBe(true);
    const short = await listVideos(env.DB, { gender: 0, sort: 'latest-updates', page: 1, perPage: 60, duration: 'short', now });
    expect(short.items.every((v) => v.duration < 600)).toBe(true);
    const week = await listVideos(env.DB, { gender: 0, sort: 'latest-updates', page: 1, perPage: 60, date: 'week', now });
    expect(week.total).toBeGreaterThan(0);
    expect(week.items.every((v) => v.post_date >= now - 7 * 86400)).toBe(true);
  });
});

describe('model and member listings', () => {
  it('model filters narrow the list', async () => {
    const year = new Date().getUTCFullYear();
    const all = await listModels(env.DB, { gender: 0, sort: 'most-popular', page: 1, perPage: 60, filters: {}, year });
    const asian = await listModels(env.DB, { gender: 0, sort: 'most-popular', page: 1, perPage: 60, filters: { race: 'asian', tattoo: '0' }, year });
    expect(asian.total).toBeGreaterThan(0);
    expect(asian.total).toBeLessThan(all.total);
  });

  it('community filter avatar=1 keeps only members with avatars', async () => {
    const withAvatar = await listMembers(env.DB, { sort: 'recent', page: 1, perPage: 96, filters: { avatar: true }, today: '2026-01-01' });
    expect(withAvatar.items.length).toBeGreaterThan(0);
    expect(withAvatar.items.every((m) => m.avatar !== null)).toBe(true);
  });
});
