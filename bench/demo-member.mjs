// The demo member's request headers for the benches: a returning visitor's cookies plus a session from a real sign-in.

/** A returning visitor from Japan: gate and notice dismissed, so pages are their content. */
export const visitor = { Cookie: '_agev=1; cookie_notice=1', 'CF-IPCountry': 'JP' };

/** Signs the demo member in at `base` and returns the visitor's headers with their session cookie. */
export async function demoMemberHeaders(base) {
  const response = await fetch(`${base}/signin/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...visitor, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ usr: 'demo', pwd: 'demo-password', back: '/' }),
  });
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='))?.split(';')[0];
  if (!sid) throw new Error(`the demo member could not sign in (${response.status})`);
  return { ...visitor, Cookie: `${visitor.Cookie}; ${sid}` };
}
