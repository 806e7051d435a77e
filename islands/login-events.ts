// The event the page script sends the Login modal island: open, and come back to this page afterwards.
export const LOGIN_OPEN_EVENT = 'login-modal:open';

export interface LoginOpenDetail {
  /** The `back` of the link that was clicked, when it has one. */
  back: string | null;
}
