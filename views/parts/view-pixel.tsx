// A 1x1 GIF request counting a view with the page's signed view token; out of the flow, so it never moves the page.
// Under our player it counts only without JavaScript (the player's beacon counts otherwise); under a partner's
// player, which tells us nothing, it always counts; that one is `loading="lazy"`, which keeps React from hoisting a
// preload of it into the head (it sits where the player is, so it loads at once anyway).
export function ViewPixel({ videoId, token, scriptless }: { videoId: number; token: string; scriptless: boolean }) {
  const query = new URLSearchParams({ act: 'view', section: 'videos', object_id: String(videoId), token });
  const pixel = <img src={`/api/stat.php?${query}`} width={1} height={1} alt="" loading={scriptless ? undefined : 'lazy'} style={{ position: 'absolute' }} />;
  return scriptless ? <noscript>{pixel}</noscript> : pixel;
}
