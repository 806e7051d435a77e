// Age gate overlay: a plain form that sets _agev on the server; hydrated, it sets the cookie and closes in place.
import { useState, type FormEvent } from 'react';
import { ONE_YEAR, removeRootClass, setCookie } from './browser';

export interface AgeGateProps {
  lang: string;
  title: string;
  text: string;
  enter: string;
  leave: string;
  back: string;
}

export default function AgeGate(props: AgeGateProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const enter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCookie('_agev', '1', ONE_YEAR);
    removeRootClass('gated');
    setOpen(false);
  };
  return (
    <div className="age-gate" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" lang={props.lang}>
      <form className="age-gate__box" method="post" action="/prefs/age-gate/" onSubmit={enter}>
        <p className="age-gate__badge" aria-hidden="true">18+</p>
        <h2 id="age-gate-title">{props.title}</h2>
        <p>{props.text}</p>
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" className="button button--primary">{props.enter}</button>
        <a className="age-gate__leave" href="https://www.google.com/" rel="noopener noreferrer">{props.leave}</a>
      </form>
    </div>
  );
}
