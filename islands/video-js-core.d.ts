// video.js ships types for its full build only; the core build (no HLS/DASH) has the same API.
declare module 'video.js/core.es.js' {
  import videojs from 'video.js';
  export default videojs;
}
