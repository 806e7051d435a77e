// Cookie notice: a plain form that remembers dismissal in a cookie; hydrated, it also keeps the local-storage flag.
import { useState, type FormEvent } from 'react';
import { ONE_YEAR, setCookie, storeFlag } from './browser';

export interface CookieNoticeProps {
  text: string;
  more: string;
  moreHref: string;
  accept: string;
  back: string;
}

export const COOKIE_NOTICE_FLAG = 'cookie_notice';

export default function CookieNotice(props: CookieNoticeProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const accept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCookie('cookie_notice', '1', ONE_YEAR);
    storeFlag(COOKIE_NOTICE_FLAG);
    setOpen(false);
  };
  return (
    <form className="cookie-notice" method="post" action="/prefs/cookie-notice/" onSubmit={accept}>
      <p>
        {props.text} <a href={props.moreHref}>{props.more}</a>
      </p>
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" className="button">{props.accept}</button>
    </form>
  );
}
