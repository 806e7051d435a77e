// Randomness the site draws (ad rotation, partner picks) comes through this type, so tests can seed it.

/** A source of uniform numbers in [0, 1): Math.random in the worker, a seeded generator in tests. */
export type RandomSource = () => number;
