// A card comes alive when the visitor reaches for it: its few seconds of preview (`data-preview` on the card's link)
// play over the thumbnail while the pointer rests on it or it has the focus (desktop), or after a long press (touch:
// the press then opens no menu and follows no link). One preview at a time, loaded only then, stopped and released
// on leaving; an error leaves the thumbnail. Plain DOM, no runtime: client.ts loads this on the first such reach,
// never when the visitor asked for reduced motion or to save data.

/** How long the pointer rests on a card before its preview loads (a pointer passing over loads nothing). */
export const HOVER_DELAY_MS = 200;
/** How long a touch is held before it previews. */
export const LONG_PRESS_MS = 450;
/** Movement (px) that makes a touch a scroll rather than a press. */
const PRESS_SLOP = 10;

interface Playing {
  link: HTMLAnchorElement;
  video: HTMLVideoElement;
}

let playing: Playing | null = null;
let pending: number | undefined;

/** The card link a preview belongs to, for an event's target. */
export function previewLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-preview]') : null;
}

function stop(): void {
  window.clearTimeout(pending);
  pending = undefined;
  if (!playing) return;
  const { link, video } = playing;
  playing = null;
  video.pause();
  // Releasing the element's source frees the connection and the decoder.
  video.removeAttribute('src');
  video.load();
  video.remove();
  link.classList.remove('card__link--previewing');
}

function start(link: HTMLAnchorElement): void {
  if (playing?.link === link) return;
  stop();
  const media = link.querySelector('.card__media');
  if (!media) return;
  const video = document.createElement('video');
  video.className = 'card__preview';
  video.muted = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = 'none';
  video.setAttribute('aria-hidden', 'true');
  video.addEventListener('error', stop, { once: true });
  video.addEventListener('playing', () => link.classList.add('card__link--previewing'), { once: true });
  video.src = link.dataset.preview!;
  media.append(video);
  playing = { link, video };
  video.play().catch(() => {
    if (playing?.video === video) stop();
  });
}

function later(link: HTMLAnchorElement, delay: number): void {
  window.clearTimeout(pending);
  pending = window.setTimeout(() => start(link), delay);
}

/** A pointer resting on a card, a card taking the focus: its preview, after a moment. */
function onReach(event: Event): void {
  if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
  const link = previewLink(event.target);
  if (link) later(link, HOVER_DELAY_MS);
  else if (event.type === 'focusin') stop();
}

function onLeave(event: Event): void {
  const link = previewLink(event.target);
  if (link && !link.contains((event as FocusEvent | PointerEvent).relatedTarget as Node | null)) stop();
}

// Touch: a press held still is a preview; the click and the menu it would bring are the press's, not a navigation.
let pressed: { link: HTMLAnchorElement; x: number; y: number } | null = null;
let previewed: HTMLAnchorElement | null = null;

function onPress(event: TouchEvent): void {
  const link = previewLink(event.target);
  const touch = event.touches[0];
  if (!link || !touch || event.touches.length > 1) return;
  pressed = { link, x: touch.clientX, y: touch.clientY };
  window.clearTimeout(pending);
  pending = window.setTimeout(() => {
    previewed = link;
    start(link);
  }, LONG_PRESS_MS);
}

function onMove(event: TouchEvent): void {
  const touch = event.touches[0];
  if (pressed && touch && previewed !== pressed.link && Math.hypot(touch.clientX - pressed.x, touch.clientY - pressed.y) > PRESS_SLOP) {
    window.clearTimeout(pending);
    pressed = null;
  }
}

function onRelease(): void {
  if (previewed === null) window.clearTimeout(pending);
  pressed = null;
}

function onClick(event: MouseEvent): void {
  const link = previewLink(event.target);
  if (link && link === previewed) {
    // The release of the press that previewed: the preview stays; a next tap opens the video.
    event.preventDefault();
    previewed = null;
  } else if (!link) stop();
}

/** Starts listening, and answers the reach that loaded this (a pointer over, a focus or a touch) as any later one. */
export function listen(first: Event): void {
  document.addEventListener('pointerover', onReach);
  document.addEventListener('focusin', onReach);
  document.addEventListener('pointerout', onLeave);
  document.addEventListener('focusout', onLeave);
  document.addEventListener('touchstart', onPress, { passive: true });
  document.addEventListener('touchmove', onMove, { passive: true });
  document.addEventListener('touchend', onRelease);
  document.addEventListener('contextmenu', (event) => {
    if (previewLink(event.target) && (pressed || previewed)) event.preventDefault();
  });
  document.addEventListener('click', onClick, { capture: true });
  if (first.type === 'touchstart') onPress(first as TouchEvent);
  else onReach(first);
}
