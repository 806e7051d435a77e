// The player's control labels: which English text video.js looks up for each, so the server can send their
// translations (player.controls) with the island's props without bundling video.js.
/** The English text video.js looks up for each label of player.controls. */
export const CONTROL_TEXTS = {
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  playVideo: 'Play Video',
  mute: 'Mute',
  unmute: 'Unmute',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit Fullscreen',
  playbackRate: 'Playback Rate',
  pictureInPicture: 'Picture-in-Picture',
  exitPictureInPicture: 'Exit Picture-in-Picture',
  volumeLevel: 'Volume Level',
  progressBar: 'Progress Bar',
  currentTime: 'Current Time',
  duration: 'Duration',
  remainingTime: 'Remaining Time',
} as const;
export type PlayerControls = Record<keyof typeof CONTROL_TEXTS, string>;
