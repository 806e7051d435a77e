// The header search box. Without JavaScript it is a plain GET form to /search/1/. Hydrated (on the first focus or
// touch, so pages ship no extra script until then), it shows under the box the visitor's last 3 searches and a
// random set of 100 popular keywords, and once a searchable text is typed (more than 2 characters, or 2 of Japanese,
// Chinese or Korean), after a 300 ms pause, the keywords, categories and models that contain it. It is an ARIA
// combobox with a listbox popup: the arrow keys move the active option, Enter follows it, Escape closes the list, and
// the options are no tab stops, so one Tab leaves the box.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { urls } from '../views/urls';
import { isSearchableLength } from '../worker/config/search-text';
import { readRecentSearches } from './search-history-store';

export interface SearchBoxProps {
  query: string;
  /** The shortest query the form sends (2: two characters of Japanese, Chinese or Korean); the server checks the rest. */
  min: number;
  max: number;
  /** The keyword set to draw popular keywords from (/api/json/suggester/...). */
  keywordSetUrl: string;
  labels: {
    label: string;
    placeholder: string;
    button: string;
    recent: string;
    popular: string;
    keywords: string;
    categories: string;
    models: string;
  };
}

interface Suggestions {
  keywords: string[];
  categories: { dir: string; title: string }[];
  models: { dir: string; title: string }[];
}

const INPUT_ID = 'search-input';
const LISTBOX_ID = 'search-suggest';
/** Suggestions start once the text could be searched, 300 ms after the last keystroke (spec sections 5 and 9). */
const DEBOUNCE_MS = 300;
const POPULAR_SHOWN = 100;

function pickAtRandom<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** What the visitor typed before the island woke up is in the input already: keep it. */
function typedSoFar(fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return (document.getElementById(INPUT_ID) as HTMLInputElement | null)?.value ?? fallback;
}

interface Option {
  href: string;
  text: string;
}

interface OptionGroup {
  title: string;
  options: Option[];
  chips?: boolean;
}

const optionId = (index: number) => `search-option-${index}`;

/**
 * One titled group of the listbox. Each option is a link (a click, a middle click or a copied address work as links do)
 * but never a tab stop: the arrow keys move the active option while the focus stays in the box.
 */
function OptionGroupList({ group, index, first, active }: { group: OptionGroup; index: number; first: number; active: number }) {
  const titleId = `search-group-${index}`;
  return (
    <div className="suggest__group" role="group" aria-labelledby={titleId}>
      <div className="suggest__title" id={titleId}>{group.title}</div>
      <ul className={group.chips ? 'suggest__chips' : 'suggest__list'} role="none">
        {group.options.map((option, offset) => (
          <li key={option.href} role="none">
            <a href={option.href} id={optionId(first + offset)} role="option" aria-selected={first + offset === active} tabIndex={-1}>
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SearchBox(props: SearchBoxProps) {
  const { labels } = props;
  const [text, setText] = useState(() => typedSoFar(props.query));
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [popular, setPopular] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  /** The option the arrow keys made active (its index over every shown group), -1 for none. */
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const keywordSet = useRef<Promise<void> | null>(null);

  const wake = () => {
    setOpen(true);
    setRecent(readRecentSearches());
    keywordSet.current ??= fetch(props.keywordSetUrl)
      .then((res) => (res.ok ? (res.json() as Promise<{ keywords?: string[] }>) : { keywords: [] }))
      .then((body) => setPopular(pickAtRandom(body.keywords ?? [], POPULAR_SHOWN)))
      .catch(() => undefined);
  };

  // Hydration happens on the first focus: that focus has already happened.
  useEffect(() => {
    if (document.activeElement === input.current) wake();
  }, []);

  const trimmed = text.trim();
  const suggesting = isSearchableLength(trimmed);
  useEffect(() => {
    if (!suggesting) {
      setSuggestions(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(urls.suggestions(trimmed), { signal: abort.signal })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
        .then((body) => setSuggestions(body))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [trimmed, suggesting]);

  const groups: OptionGroup[] = suggesting
    ? [
        { title: labels.keywords, options: (suggestions?.keywords ?? []).map((k) => ({ href: urls.search(k), text: k })) },
        {
          title: labels.categories,
          options: (suggestions?.categories ?? []).map((c) => ({ href: urls.category([c.dir]), text: c.title })),
        },
        { title: labels.models, options: (suggestions?.models ?? []).map((m) => ({ href: urls.model(m.dir), text: m.title })) },
      ]
    : [
        { title: labels.recent, options: recent.map((term) => ({ href: urls.search(term), text: term })) },
        { title: labels.popular, options: popular.map((term) => ({ href: urls.search(term), text: term })), chips: true },
      ];
  const shown = open ? groups.filter((group) => group.options.length > 0) : [];
  const options = shown.flatMap((group) => group.options);
  const expanded = options.length > 0;
  const activeOption = options[active];

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (activeOption) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, activeOption]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** The combobox keys (WAI-ARIA APG, combobox with a listbox popup); Tab is left to the browser: it leaves the box. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) wake();
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      window.location.assign(activeOption.href);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const starts = shown.map((_, index) => shown.slice(0, index).reduce((count, group) => count + group.options.length, 0));
  return (
    <>
      <form className="search" method="get" action={urls.searchForm()} role="search">
        <label htmlFor={INPUT_ID} className="visually-hidden">{labels.label}</label>
        <input
          ref={input}
          id={INPUT_ID}
          type="search"
          name="s"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={wake}
          onKeyDown={onKeyDown}
          onBlur={close}
          placeholder={labels.placeholder}
          minLength={props.min}
          maxLength={props.max}
          required
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
        />
        <button type="submit" className="button">{labels.button}</button>
      </form>
      {/* A press on an option keeps the focus in the box: the click then follows the link. */}
      <div id={LISTBOX_ID} className="suggest" role="listbox" aria-label={labels.label} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {shown.map((group, index) => <OptionGroupList key={group.title} group={group} index={index} first={starts[index]!} active={active} />)}
      </div>
    </>
  );
}
