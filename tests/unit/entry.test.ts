// The worker's entry module: workerd reads every named export of it as a handler and refuses to start on anything
// else (a constant exported from worker/index.ts once kept `wrangler dev` from starting).
import { describe, expect, it } from 'vitest';
import * as entry from '../../worker/index';

describe('worker entry module', () => {
  it('exports its handlers and nothing else', () => {
    expect(Object.keys(entry)).toEqual(['default']);
    expect(Object.keys(entry.default).sort()).toEqual(['fetch', 'queue', 'scheduled']);
  });
});
