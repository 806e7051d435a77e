// Content a page holds back from browsers without JavaScript: kept in a <template> (parsed, never rendered, its images
// never fetched) and put in place by the page script (islands/client.ts) as soon as it runs. Below-the-fold card images
// of the watch page wait so: without JavaScript lazy loading is off and every image would be fetched before the video.
import type { ReactNode } from 'react';

export function Deferred({ children }: { children: ReactNode }) {
  return <template data-deferred="">{children}</template>;
}
