// hls.js types its full build; the light build (no subtitles, alternate audio, DRM or CMCD) has the same API.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
