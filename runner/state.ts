// The runner's own token, kept in RUNNER_STATE between runs (only for the site it was issued by).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Registration {
  siteUrl: string;
  runnerId: number;
  runnerToken: string;
}

/** The saved registration for this site, or undefined when there is none (or it is unreadable, or for another site). */
export async function loadRegistration(path: string, siteUrl: URL): Promise<Registration | undefined> {
  try {
    const saved = JSON.parse(await readFile(path, 'utf8')) as Partial<Registration>;
    if (saved.siteUrl === siteUrl.href && typeof saved.runnerToken === 'string' && typeof saved.runnerId === 'number') {
      return { siteUrl: saved.siteUrl, runnerId: saved.runnerId, runnerToken: saved.runnerToken };
    }
  } catch {
    // No file yet, or not ours to read: the runner registers again.
  }
  return undefined;
}

export async function saveRegistration(path: string, registration: Registration): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(registration, null, 2)}\n`, { mode: 0o600 });
}
