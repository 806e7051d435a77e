// The island runtime: hydrates each [data-island] element with its component from the registry, when its moment comes.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, type HydrateWhen, type IslandName, type IslandProps } from './registry';

function isIslandName(name: string): name is IslandName {
  return name in ISLANDS;
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates the island once: later calls (a wake event and a click, say) share the first call's promise. */
export function hydrateNow(element: HTMLElement): Promise<void> {
  let done = hydrations.get(element);
  if (!done) {
    done = hydrate(element);
    hydrations.set(element, done);
  }
  return done;
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  // Props were serialised by the server from the same component's props type (views/parts/island.tsx).
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps<typeof name>;
  const module = await ISLANDS[name]();
  const Component = module.default as ComponentType<IslandProps<typeof name>>;
  hydrateRoot(element, createElement(Component, props));
}

export function schedule(element: HTMLElement): void {
  const when = (element.dataset.hydrate ?? 'load') as HydrateWhen;
  const run = () => void hydrateNow(element);
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

