// No query value reaches a 5xx on the top of a country, a playlist, a video, the account and information pages, the
// preferences and the calls: every query name pages and calls read, with every hostile value (tests/hostile-input.ts).
// The main listings are in tests/malformed-query-listings.test.ts.
import { describeHostileQueries } from './hostile-input';

describeHostileQueries(['/top-country/1/', '/playlist/1/1/', '/videos/1/x/', '/signin/', '/download/',
  '/information/support/', '/api/suggester.php', '/api/videos2.php', '/api/videofile.php', '/api/stat.php', '/api/json/members/86400/straight/filt......./recent/96/1.json',
  '/prefs/country/', '/prefs/lang/en/', '/confirm-email/', '/new-password/']);
