// Seeded pseudo-random numbers (mulberry32) with the picking helpers the demo catalogue generator needs.
export const DEFAULT_SEED = 20_240_601;

/** FNV-1a over a label, mixed with a seed: independent, reproducible sub-seeds per purpose. */
export function deriveSeed(seed: number, label: string | number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  const text = String(label);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
}

/** Cumulative weights, for weighted picks in O(log n). */
export type WeightTable = Float64Array;

export function buildWeightTable(weights: readonly number[] | Float64Array): WeightTable {
  const table = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i]!;
    if (!(weight >= 0)) throw new Error(`weight ${i} is not a non-negative number`);
    total += weight;
    table[i] = total;
  }
  if (total <= 0) throw new Error('weights sum to zero');
  return table;
}

/** Zipf weights 1/(rank+1)^exponent for ranks 0..n-1. */
export function buildZipfTable(n: number, exponent = 1): WeightTable {
  const weights = new Float64Array(n);
  for (let rank = 0; rank < n; rank++) weights[rank] = 1 / Math.pow(rank + 1, exponent);
  return buildWeightTable(weights);
}

export class Random {
  private state: number;

  constructor(seed: number = DEFAULT_SEED) {
    this.state = seed >>> 0;
  }

  /** An independent generator for one purpose, so adding draws elsewhere does not shift this stream. */
  fork(label: string | number): Random {
    return new Random(deriveSeed(this.state, label));
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Index drawn with the probabilities of a weight table. */
  weightedIndex(table: WeightTable): number {
    const target = this.next() * table[table.length - 1]!;
    let low = 0;
    let high = table.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (table[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Item drawn with the probabilities of a weight table built over the same list. */
  weighted<T>(items: readonly T[], table: WeightTable): T {
    return items[this.weightedIndex(table)]!;
  }

  /** Item drawn from a short list of [item, weight] pairs. */
  pickWeighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let target = this.next() * total;
    for (const [item, weight] of choices) {
      target -= weight;
      if (target < 0) return item;
    }
    return choices[choices.length - 1]![0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[] {
    if (k >= items.length) return this.shuffle(items);
    if (k * 4 > items.length) return this.shuffle(items).slice(0, k);
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((index) => items[index]!);
  }

  /** Up to k distinct indexes drawn by weight; gives up after a bounded number of repeated draws. */
  weightedDistinct(table: WeightTable, k: number): number[] {
    const chosen = new Set<number>();
    const limit = Math.min(k, table.length);
    for (let attempts = 0; chosen.size < limit && attempts < limit * 8; attempts++) chosen.add(this.weightedIndex(table));
    return [...chosen];
  }
}
