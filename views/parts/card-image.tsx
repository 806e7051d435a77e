// A card's image: the WebP sizes of its set, chosen by the browser for the card's width on the screen (srcset and
// sizes), or the stored image as it is when it has none. Fixed width and height, so nothing shifts as it loads.
import { CARD_WIDTHS } from '../../worker/config/uploads';
import { urls } from '../urls';

/** How wide a card is: two columns on phones, three from 768 px, four from 1024 px, five from 1280 px (site.css). */
export const CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** The stored image's URL, or of its card size `width` (the smallest by default). */
export const cardImageSrc = (thumb: string, set: string | null | undefined, width: number = CARD_WIDTHS[0]) =>
  urls.media(set ? `${set}-${width}.webp` : thumb);

/** The player's poster: the largest card size (a few KB where the stored frame is tens), else the stored image. */
export const posterSrc = (thumb: string, set: string | null | undefined) => cardImageSrc(thumb, set, CARD_WIDTHS[CARD_WIDTHS.length - 1]);

export interface CardImageProps {
  thumb: string;
  /** The stem of its card sizes (`{set}-320.webp` …); none: `thumb` as it is. */
  set?: string | null;
  alt: string;
  width: number;
  height: number;
  /**
   * `eager` for the first row of a listing (the largest paint: the first two ask for it first); `lazy` otherwise,
   * asked for last, which browsers without JavaScript (where lazy loading is off) honour too.
   */
  loading: 'eager' | 'lazy';
  first?: boolean;
}

export function CardImage({ thumb, set, alt, width, height, loading, first = false }: CardImageProps) {
  const srcSet = set ? CARD_WIDTHS.map((w) => `${urls.media(`${set}-${w}.webp`)} ${w}w`).join(', ') : undefined;
  return (
    <img
      src={cardImageSrc(thumb, set)}
      srcSet={srcSet}
      sizes={srcSet ? CARD_SIZES : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={loading === 'lazy' ? 'low' : first ? 'high' : undefined}
      decoding="async"
    />
  );
}
