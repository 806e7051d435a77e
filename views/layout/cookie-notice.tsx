// Cookie notice: a plain form that remembers dismissal in a cookie; with htmx it posts in place and the notice goes.

export interface CookieNoticeProps {
  text: string;
  more: string;
  moreHref: string;
  accept: string;
  back: string;
}

export function CookieNotice(props: CookieNoticeProps) {
  return (
    <form
      className="cookie-notice"
      method="post"
      action="/prefs/cookie-notice/"
      hx-post="/prefs/cookie-notice/"
      hx-target="this"
      hx-swap="delete"
    >
      <p>
        {props.text} <a href={props.moreHref}>{props.more}</a>
      </p>
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" className="button">{props.accept}</button>
    </form>
  );
}
