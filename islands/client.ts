// The page's entry script: loads the island runtime only when the page has islands, so plain pages ship none.
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length > 0) {
  void import('./hydrate').then(({ schedule }) => islands.forEach(schedule));
}
