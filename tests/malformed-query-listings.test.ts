// No query value reaches a 5xx on the main listings: every query name pages and calls read, with every hostile value
// (tests/hostile-input.ts). The other pages and the calls are in tests/malformed-query-pages.test.ts.
import { describeHostileQueries } from './hostile-input';

describeHostileQueries(['/', '/videos/latest-updates/1/', '/search/1/', '/categories/', '/models/most-popular/1/',
  '/community/recent/1/']);
