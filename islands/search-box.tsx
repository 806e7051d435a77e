// The header search box. Without JavaScript it is a plain GET form to /search/1/. Hydrated (on the first focus or
// touch, so pages ship no extra script until then), it shows under the box the visitor's last 3 searches and a
// random set of 100 popular keywords, and once a searchable text is typed (more than 2 characters, or 2 of Japanese,
// Chinese or Korean), after a 300 ms pause, the keywords, categories and models that contain it.
import { useEffect, useRef, useState } from 'react';
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

function LinkGroup({ title, links, chips }: { title: string; links: { href: string; text: string }[]; chips?: boolean }) {
  return (
    <div className="suggest__group">
      <p className="suggest__title">{title}</p>
      <ul className={chips ? 'suggest__chips' : 'suggest__list'}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
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
  const root = useRef<HTMLDivElement>(null);
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
    if (root.current?.contains(document.activeElement)) wake();
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

  const closeWhenLeft = (event: { relatedTarget: EventTarget | null }) => {
    if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const groups: { title: string; links: { href: string; text: string }[]; chips?: boolean }[] = suggesting
    ? [
        { title: labels.keywords, links: (suggestions?.keywords ?? []).map((k) => ({ href: urls.search(k), text: k })) },
        {
          title: labels.categories,
          links: (suggestions?.categories ?? []).map((c) => ({ href: urls.category([c.dir]), text: c.title })),
        },
        { title: labels.models, links: (suggestions?.models ?? []).map((m) => ({ href: urls.model(m.dir), text: m.title })) },
      ]
    : [
        { title: labels.recent, links: recent.map((term) => ({ href: urls.search(term), text: term })) },
        { title: labels.popular, links: popular.map((term) => ({ href: urls.search(term), text: term })), chips: true },
      ];
  const shown = open ? groups.filter((group) => group.links.length > 0) : [];

  return (
    <div ref={root} onFocus={wake} onBlur={closeWhenLeft} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <form className="search" method="get" action={urls.searchForm()} role="search">
        <label htmlFor={INPUT_ID} className="visually-hidden">{labels.label}</label>
        <input
          id={INPUT_ID}
          type="search"
          name="s"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={labels.placeholder}
          minLength={props.min}
          maxLength={props.max}
          required
          autoComplete="off"
          aria-controls="search-suggest"
        />
        <button type="submit" className="button">{labels.button}</button>
      </form>
      <div id="search-suggest" className="suggest" role="region" aria-label={labels.label} hidden={shown.length === 0}>
        {shown.map((group) => <LinkGroup key={group.title} {...group} />)}
      </div>
    </div>
  );
}
