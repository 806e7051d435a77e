// A card's image: the WebP sizes of its set, chosen by the browser for the card's width on the screen (srcset and
// sizes), or the stored image as it is when it has none. Fixed width and height, so nothing shifts as it loads.
import { CARD_WIDTHS, IMAGE_SHAPES, type ImageShape } from '../../worker/config/uploads';
import { urls } from '../urls';

/** How wide a card is: two columns on phones, three from 768 px, four from 1024 px, five from 1280 px (site.css). */
export const CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/** A card of the people's grid: three columns on phones, five from 768 px, six from 1024 px, eight from 1280 px. */
export const PORTRAIT_SIZES = '(min-width: 1280px) 170px, (min-width: 1024px) 17vw, (min-width: 768px) 20vw, 33vw';
/** An album page's photo: two columns on phones, three from 768 px. */
export const PHOTO_SIZES = '(min-width: 1280px) 420px, (min-width: 768px) 33vw, 50vw';

/** The stored image's URL, or of its card size `width` (the smallest by default). */
export const cardImageSrc = (thumb: string, set: string | null | undefined, width: number = CARD_WIDTHS[0]) =>
  urls.media(set ? `${set}-${width}.webp` : thumb);

/** The player's poster: the largest card size (a few KB where the stored frame is tens), else the stored image. */
export const posterSrc = (thumb: string, set: string | null | undefined) => cardImageSrc(thumb, set, CARD_WIDTHS[CARD_WIDTHS.length - 1]);

export interface CardImageProps {
  thumb: string;
  /** The stem of its card sizes (`{set}-320.webp` …); none: `thumb` as it is. */
  set?: string | null;
  /** The shape the set was made in (its widths): landscape by default. */
  shape?: ImageShape;
  /** How wide the image shows, for the browser's choice among the sizes: a video card's by default. */
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /**
   * `eager` for the first row of a listing (the largest paint: the first two ask for it first); `lazy` otherwise,
   * asked for last, which browsers without JavaScript (where lazy loading is off) honour too.
   */
  loading: 'eager' | 'lazy';
  first?: boolean;
  className?: string;
}

export function CardImage({ thumb, set, shape = 'landscape', sizes = CARD_SIZES, alt, width, height, loading, first = false, className }: CardImageProps) {
  const widths = IMAGE_SHAPES[shape].widths;
  const srcSet = set ? widths.map((w) => `${urls.media(`${set}-${w}.webp`)} ${w}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={set ? urls.media(`${set}-${widths[0]}.webp`) : urls.media(thumb)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={loading === 'lazy' ? 'low' : first ? 'high' : undefined}
      decoding="async"
    />
  );
}
