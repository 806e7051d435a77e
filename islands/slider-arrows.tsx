// Previous/next buttons for a horizontally scrolling row (the partner sliders): the row scrolls with CSS alone; once
// hydrated, these buttons scroll it by a visible width. The server renders nothing, and the buttons float over the row.
import { useEffect, useState } from 'react';

export interface SliderArrowsProps {
  /** The id of the scrolling element. */
  row: string;
  labels: { prev: string; next: string };
}

function scrollRow(id: string, direction: -1 | 1) {
  const row = document.getElementById(id);
  if (!row) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
}

export default function SliderArrows({ row, labels }: SliderArrowsProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <>
      <button type="button" className="slider-arrow slider-arrow--prev" aria-controls={row} aria-label={labels.prev} onClick={() => scrollRow(row, -1)}>‹</button>
      <button type="button" className="slider-arrow slider-arrow--next" aria-controls={row} aria-label={labels.next} onClick={() => scrollRow(row, 1)}>›</button>
    </>
  );
}
