// Age gate overlay: a plain form that sets _agev on the server; with htmx it posts in place and the overlay goes.
import type { Lang } from '../../locales';

export interface AgeGateProps {
  lang: Lang;
  title: string;
  text: string;
  enter: string;
  leave: string;
  back: string;
}

export function AgeGate(props: AgeGateProps) {
  return (
    <div className="age-gate" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" lang={props.lang}>
      <form
        className="age-gate__box"
        method="post"
        action="/prefs/age-gate/"
        hx-post="/prefs/age-gate/"
        hx-target="closest .age-gate"
        hx-swap="delete"
      >
        <p className="age-gate__badge" aria-hidden="true">18+</p>
        <h2 id="age-gate-title">{props.title}</h2>
        <p>{props.text}</p>
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" className="button button--primary" autoFocus>{props.enter}</button>
        <a className="age-gate__leave" href="https://www.google.com/" rel="noopener noreferrer">{props.leave}</a>
      </form>
    </div>
  );
}
