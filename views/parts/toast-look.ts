// What a notice toast looks like, without markup: the notice area's id and a toast's class and role. The server's
// toasts (toast.tsx) and the browser's (islands/notify-interceptor.ts) share them; plain TypeScript, so the page
// script can use it without a JSX runtime.
/** The page's notice area: a redirect's notice renders in it, htmx answers swap theirs into it. */
export const NOTICES_ID = 'notices';

export type ToastKind = 'success' | 'error';

export const toastLook = (kind: ToastKind) => ({ className: `toast toast--${kind}`, role: kind === 'error' ? 'alert' : 'status' });
