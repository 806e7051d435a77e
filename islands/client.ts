// Hydrates every [data-island] element with its component from the registry, when its moment comes.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, type HydrateWhen, type IslandName } from './registry';

function isIslandName(name: string): name is IslandName {
  return name in ISLANDS;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const props: unknown = JSON.parse(element.dataset.props ?? '{}');
  const module = await ISLANDS[name]();
  const Component = module.default as (p: unknown) => ReturnType<typeof createElement>;
  hydrateRoot(element, createElement(Component, props));
}

function schedule(element: HTMLElement): void {
  const when = (element.dataset.hydrate ?? 'load') as HydrateWhen;
  const run = () => void hydrateIsland(element);
  if (when === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run);
  } else if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(element);
  } else {
    run();
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
