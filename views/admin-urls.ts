// URL builders of the operator console (/admin/), shared by its routes and views so links and routes agree.
export type ConsoleKind = 'video' | 'album';

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '' && value !== 1) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const adminUrls = {
  home: () => '/admin/',
  /** A queue with its filters (the query a filter form sends) at a page. */
  queue: (kind: ConsoleKind, page = 1, filters: Record<string, string | undefined> = {}) => withQuery(`/admin/queue/${kind}s/`, { ...filters, page }),
  /** One item; with the queue's filters, the decisions on it move on through that queue. */
  item: (kind: ConsoleKind, id: number, filters: Record<string, string | undefined> = {}) => withQuery(`/admin/${kind}s/${id}/`, filters),
  itemAction: (kind: ConsoleKind, id: number, action: 'approve' | 'reject' | 'edit' | 'take-down' | 'restore' | 'undo') => `/admin/${kind}s/${id}/${action}/`,
  reports: (filter: { status?: string; subject?: string | null; page?: number } = {}) =>
    withQuery('/admin/reports/', { status: filter.status === 'open' ? undefined : filter.status, subject: filter.subject, page: filter.page }),
  reportAction: (id: number, action: 'dismiss' | 'take-down' | 'reply' | 'delete-post') => `/admin/reports/${id}/${action}/`,
  members: (q = '', page = 1) => withQuery('/admin/members/', { q, page }),
  member: (id: number) => `/admin/members/${id}/`,
  memberAction: (id: number, action: 'disable' | 'enable' | 'role' | 'uploader') => `/admin/members/${id}/${action}/`,
  deleteComment: (id: number) => `/admin/comments/${id}/delete/`,
  processing: (state: string | null = null, page = 1) => withQuery('/admin/processing/', { state, page }),
  retryJob: (id: number) => `/admin/jobs/${id}/retry/`,
  makeLadders: () => '/admin/processing/ladders/',
  revokeRunner: (id: number) => `/admin/runners/${id}/revoke/`,
  runnerTokens: () => '/admin/runner-tokens/',
  revokeRunnerToken: (id: number) => `/admin/runner-tokens/${id}/revoke/`,
  campaigns: (days: number | null = null, page = 1, site: string | null = null) => withQuery('/admin/campaigns/', { days, site, page }),
  ads: (days: number | null = null, page = 1) => withQuery('/admin/ads/', { days, page }),
  searches: (lang: string | null = null) => withQuery('/admin/searches/', { lang }),
  hideSearch: () => '/admin/searches/hide/',
  searchBlocklist: () => '/admin/searches/blocklist/',
  importFile: () => '/admin/import/',
  importCheck: () => '/admin/import/check/',
  importStart: () => '/admin/import/start/',
  importRun: (id: number) => `/admin/import/${id}/`,
  categorySynonyms: () => '/admin/import/synonyms/',
  categorySynonymRemove: () => '/admin/import/synonyms/remove/',
  deadEmbeds: () => '/admin/import/dead-embeds/',
  pullFeed: () => '/admin/import/pull-feed/',
  keys: () => '/admin/keys/',
  revokeKey: (id: number) => `/admin/keys/${id}/revoke/`,
  audit: (filter: { actor?: string; action?: string; target?: string; id?: number | string; page?: number } = {}) =>
    withQuery('/admin/audit/', { actor: filter.actor, action: filter.action, target: filter.target, id: filter.id, page: filter.page }),
};
