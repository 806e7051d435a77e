// npm run outbox [-- address]: prints the newest mail of the local outbox (what the site "sent" in local runs).
import { spawnSync } from 'node:child_process';
import { persistDir, root, wranglerBin, wranglerEnv } from './local-env.mjs';

const to = process.argv[2];
const where = to ? `WHERE to_address = '${to.replace(/'/g, "''")}'` : '';
const sql = `SELECT email_id, to_address, kind, subject, body_text, datetime(created_at, 'unixepoch') AS sent FROM email_outbox ${where} ORDER BY email_id DESC LIMIT 10`;
const result = spawnSync(
  wranglerBin,
  ['d1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--json', '--command', sql],
  { cwd: root, env: wranglerEnv, encoding: 'utf8' },
);
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
const [{ results }] = JSON.parse(result.stdout);
if (results.length === 0) console.log('The outbox is empty.');
for (const mail of results.reverse()) {
  console.log(`#${mail.email_id}  ${mail.sent}  to ${mail.to_address}  (${mail.kind})\n${mail.subject}\n\n${mail.body_text}\n${'-'.repeat(72)}`);
}
