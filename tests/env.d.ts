// Test bindings: the worker's own plus the migrations the setup file applies.
import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
