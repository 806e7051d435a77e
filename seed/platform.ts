// Local Cloudflare bindings for Node scripts, stored where `wrangler dev` and `wrangler d1 --local` keep theirs.
/// <reference types="@cloudflare/workers-types" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';

/**
 * Environment variable naming the local state directory: the same value as wrangler's `--persist-to`
 * (`wrangler dev --persist-to DIR`, `wrangler d1 migrations apply DB --local --persist-to DIR`).
 * Unset means wrangler's default, `.wrangler/state` next to wrangler.toml.
 */
export const PERSIST_DIR_ENV = 'TUBE_PERSIST_DIR';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_PATH = path.join(PROJECT_ROOT, 'wrangler.toml');

/** The directory wrangler's --persist-to takes (wrangler itself appends "v3"). */
export function resolvePersistDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[PERSIST_DIR_ENV];
  return configured ? path.resolve(process.cwd(), configured) : path.join(PROJECT_ROOT, '.wrangler', 'state');
}

export interface LocalBindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  CACHE: KVNamespace;
}

export interface LocalPlatform {
  env: LocalBindings;
  persistDir: string;
  dispose: () => Promise<void>;
}

/** Starts a local workerd with the bindings of wrangler.toml; getPlatformProxy wants the "v3" path itself. */
export async function openLocalPlatform(persistDir: string = resolvePersistDir()): Promise<LocalPlatform> {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: CONFIG_PATH,
    persist: { path: path.join(persistDir, 'v3') },
    remoteBindings: false,
  });
  return { env: proxy.env, persistDir, dispose: () => proxy.dispose() };
}
