// Downloads from outside the site (an import's source_url or thumb_url, docs/import.md): only http(s), never to a
// private, loopback or link-local address unless the runner's settings allow them (local runs, where the demo partner
// is the site itself), redirects followed by hand so each hop is checked, and a size limit that stops the body.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface RemotePolicy {
  /** RUNNER_ALLOW_PRIVATE_SOURCES=true: private and loopback addresses may be fetched (never in production). */
  allowPrivate: boolean;
}

/** A URL the runner will not fetch, with why: the job fails without another attempt. */
export class RefusedSource extends Error {}

const MAX_REDIRECTS = 5;

/** Addresses that are not the public internet (RFC 6890 and its IPv6 peers). */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) privateRanges.addSubnet(net, prefix, 'ipv4');
// (An IPv4-mapped address, ::ffff:a.b.c.d, is checked as the IPv4 address it carries: BlockList maps IPv4 to it.)
for (const [net, prefix] of [['::', 127], ['64:ff9b::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32]] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  // The URL parser writes a mapped address in hex: [::ffff:127.0.0.1] becomes [::ffff:7f00:1].
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Refuses a URL that is not http(s), or whose host names (or resolves to) an address off the public internet. */
export async function checkRemoteUrl(url: URL, policy: RemotePolicy): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedSource(`${url.protocol} URLs are not fetched`);
  if (url.username || url.password) throw new RefusedSource('URLs with credentials are not fetched');
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  const blocked = addresses.find(isPrivateAddress);
  if (blocked !== undefined) throw new RefusedSource(`${url.hostname} is a private or local address (${blocked})`);
}

/** GET of an outside URL, each redirect's target checked like the first. */
export async function fetchRemote(url: URL, policy: RemotePolicy, signal: AbortSignal): Promise<Response> {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await checkRemoteUrl(target, policy);
    const response = await fetch(target, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    target = new URL(location, target);
  }
  throw new RefusedSource(`more than ${MAX_REDIRECTS} redirects`);
}
