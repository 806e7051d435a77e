// The cookie domain the language hosts of a site share (worker/config/language-hosts.ts puts each language on its own
// host): free of the site's configuration, so the session cookie's code loads in Node too (the seed, the runner).

/**
 * The Domain of cookies every language host shares (session, preferences, age confirmation): the default host's name
 * when browsers accept it as a cookie domain, i.e. it has a dot and is not an IP address (asiatube.example,
 * asiatube.localhost). On a bare `localhost` or an IP there is none: each host keeps its own cookies.
 */
export function sharedCookieDomain(host: { baseHost: string }): string | undefined {
  const name = host.baseHost.replace(/:\d+$/, '');
  if (!name.includes('.') || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  return name;
}
