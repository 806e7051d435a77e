// Server side of an island: renders the component's HTML now and marks it for hydration with its props.
import type { ComponentType } from 'react';
import type { HydrateWhen, IslandName, IslandProps } from '../../islands/registry';

export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  hydrate = 'load',
  className,
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  hydrate?: HydrateWhen;
  /** Extra classes of the wrapper, for islands that take a place in a layout. */
  className?: string;
}) {
  return (
    <div className={className ? `island ${className}` : 'island'} data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate}>
      <Component {...props} />
    </div>
  );
}
