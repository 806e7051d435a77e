// The spec's response interceptor (section 7): a JSON answer refused as a whole, `"error": true` with `"field":
// "notify"` (docs/api.md, "Errors"), shows its message as the site's toast in the page's notice area. htmx answers
// pass through here (listenToHtmx, started by the page script) and so do the islands' calls (apiFetch).
import { NOTICES_ID, toastLook } from '../views/parts/toast-look';

/** The text of an answer refused as a whole, or null for anything else (success, a field's error, not ours). */
export function notifyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as { error?: unknown; field?: unknown; message?: unknown };
  return answer.error === true && answer.field === 'notify' && typeof answer.message === 'string' ? answer.message : null;
}

/** Shows an error toast in the notice area; the notices before it have faded (they fade after 4 s by CSS). */
export function showErrorToast(text: string): void {
  const notices = document.getElementById(NOTICES_ID);
  if (!notices) return;
  const { className, role } = toastLook('error');
  const toast = document.createElement('div');
  toast.className = className;
  toast.setAttribute('role', role);
  toast.dataset.toast = '';
  toast.textContent = text;
  notices.replaceChildren(toast);
}

const isJson = (headers: Headers) => (headers.get('Content-Type') ?? '').startsWith('application/json');

/** Shows the answer's toast if it is a notify refusal; true when the body was JSON (never markup to swap in). */
function intercept(headers: Headers, text: string): boolean {
  if (!isJson(headers)) return false;
  try {
    const message = notifyMessage(JSON.parse(text));
    if (message) showErrorToast(message);
  } catch {
    // Not JSON after all: nothing to show.
  }
  return true;
}

/** fetch for the islands' API calls: the answer, unread, after its notify refusal (if any) has shown its toast. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (isJson(response.headers)) intercept(response.headers, await response.clone().text());
  return response;
}

/** What htmx 4 tells its after-request listeners: the answer's headers and text. */
interface AfterRequest {
  ctx: { response?: { headers: Headers }; text?: string };
}

/** htmx answers: a JSON body shows its toast and is not swapped into the page (cancelling the event stops the swap). */
export function listenToHtmx(): void {
  document.addEventListener('htmx:after:request', (event) => {
    const { response, text } = (event as CustomEvent<AfterRequest>).detail.ctx;
    if (response && text !== undefined && intercept(response.headers, text)) event.preventDefault();
  });
}
