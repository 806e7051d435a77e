// The page's entry script: once the document is parsed, loads the island runtime only when the page has
// islands, so plain pages ship none.
function start(): void {
  const islands = document.querySelectorAll<HTMLElement>('[data-island]');
  if (islands.length > 0) void import('./hydrate').then(({ schedule }) => islands.forEach(schedule));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
