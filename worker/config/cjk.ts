// Which characters are Japanese, Chinese or Korean script (Han, Hiragana, Katakana with ー, Hangul): two of them make
// a searchable word (issue 17). migrations/0017_cjk_search.sql holds the same ranges for the bigram index.

/** Code point ranges, low to high inclusive, as in the table search_cjk_ranges. */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x3005, 0x3005], // 々
  [0x3007, 0x3007], // 〇
  [0x3041, 0x3096], // Hiragana
  [0x309d, 0x309f], // ゝ ゞ ゟ
  [0x30a1, 0x30fa], // Katakana
  [0x30fc, 0x30ff], // ー ヽ ヾ ヿ
  [0x3131, 0x318e], // Hangul compatibility Jamo
  [0x31f0, 0x31ff], // Katakana phonetic extensions
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0x20000, 0x323af], // CJK extensions B to H
];

function isCjkCodePoint(code: number): boolean {
  return CJK_RANGES.some(([low, high]) => code >= low && code <= high);
}

/** Whether every character of a non-empty text is CJK. */
export function isCjkText(text: string): boolean {
  const chars = [...text];
  return chars.length > 0 && chars.every((char) => isCjkCodePoint(char.codePointAt(0)!));
}
