// A partner video slider of the watch page: a row of fixed-size cards that scrolls with CSS alone (scroll snap); the
// slider-arrows island adds previous/next buttons. Every link is a sponsored one to the partner. The thumbnails wait
// for the page script: without JavaScript the titles are the links, and the video is not slowed by 34 images.
import SliderArrows from '../../islands/slider-arrows';
import type { PartnerItem } from '../../worker/partner/feeds';
import { Island } from './island';
import { Deferred } from './deferred';

/** Partner thumbnails: fixed size, so nothing shifts as they load. */
const PARTNER_THUMB = { width: 240, height: 135 };

export interface PartnerSliderProps {
  feed: string;
  heading: string;
  items: readonly PartnerItem[];
  /** The thumbnail's alt text for an item's title. */
  alt: (title: string) => string;
  labels: { prev: string; next: string };
}

export function PartnerSlider({ feed, heading, items, alt, labels }: PartnerSliderProps) {
  const row = `partner-${feed}`;
  return (
    <section className="partner-slider" aria-labelledby={`${row}-title`}>
      <h2 id={`${row}-title`}>{heading}</h2>
      <div className="partner-slider__frame">
        <ul className="partner-slider__row" id={row}>
          {items.map((item) => (
            <li key={item.url}>
              <a href={item.url} rel="sponsored noopener">
                <span className="partner-slider__thumb">
                  <Deferred>
                    <img src={item.thumb} alt={alt(item.title)} width={PARTNER_THUMB.width} height={PARTNER_THUMB.height} loading="lazy" fetchPriority="low" decoding="async" />
                  </Deferred>
                </span>
                <span>{item.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <Island name="slider-arrows" component={SliderArrows} props={{ row, labels }} hydrate="visible" className="partner-slider__arrows" />
      </div>
    </section>
  );
}
