// Intl objects made once per key (a language, or a language and a variant) and kept: making one costs far more than
// using it (a watch page's dates alone were a fifth of its render when each date made its own formatter). Free of the
// catalogs, so islands use it too.

/** A getter that makes the value for a key on first use and returns the same one after. */
export function kept<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
