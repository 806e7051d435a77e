// The event the page script sends the form modal island: show what this link leads to in the dialog.
export const FORM_MODAL_OPEN_EVENT = 'form-modal:open';

/** The dialog's id: its requests name it as their htmx target, so the server answers with the page's content alone. */
export const FORM_MODAL_ID = 'form-modal';

export interface FormModalOpenDetail {
  /** The link that was clicked: its href is what the dialog shows, and focus returns to it on close. */
  link: HTMLAnchorElement;
}
