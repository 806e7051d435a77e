// Browser-side cookie writing shared by islands; mirrors the server's cookie attributes.
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export const ONE_YEAR = 365 * 24 * 3600;
