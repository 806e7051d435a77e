// One ad slot for every placement: the localised label over a box whose size is reserved by CSS before anything loads
// (no layout shift), at the zone's desktop size from 768 px and its mobile size below; image, iframe or script creative.
import type { CSSProperties } from 'react';
import type { Translate } from '../../locales';
import type { PlacedAd } from '../../worker/ads/select';
import { urls } from '../urls';

/** Where the slot switches to the zone's desktop size; site.css's .ad rules use the same width. */
const DESKTOP_MEDIA = '(min-width: 768px)';

/** Third-party frames may run their code and open the advertiser's page, nothing more. */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

function Creative({ ad }: { ad: PlacedAd }) {
  const { zone, creative } = ad;
  const desktop = zone.sizes.desktop;
  const mobile = zone.sizes.mobile ?? desktop;
  switch (creative.kind) {
    case 'image':
      return (
        <a className="ad__box" href={urls.adClick(zone.id, creative.id)} rel="sponsored noopener" target="_blank">
          <picture>
            {creative.image.mobile && <source media={DESKTOP_MEDIA} srcSet={creative.image.desktop} width={desktop.width} height={desktop.height} />}
            <img src={creative.image.mobile ?? creative.image.desktop} alt={creative.alt} width={mobile.width} height={mobile.height} decoding="async" />
          </picture>
        </a>
      );
    case 'iframe':
      return (
        <div className="ad__box">
          <iframe src={creative.src} title={creative.title} width={desktop.width} height={desktop.height} loading="lazy" sandbox={FRAME_SANDBOX} />
        </div>
      );
    case 'script':
      // The network's script fills the box once the page has been parsed (defer): with JS off the box stays empty.
      return (
        <div className="ad__box" id={`ad-${zone.id}`}>
          <script src={creative.src} defer />
        </div>
      );
  }
}

export function AdSlot({ t, ad }: { t: Translate; ad: PlacedAd }) {
  const { desktop, mobile = desktop } = ad.zone.sizes;
  const size = {
    '--ad-w': `${mobile.width}px`, '--ad-r': `${mobile.width} / ${mobile.height}`,
    '--ad-dw': `${desktop.width}px`, '--ad-dr': `${desktop.width} / ${desktop.height}`,
  } as CSSProperties;
  return (
    <div className={`ad ad--${ad.zone.placement}`} data-ad-zone={ad.zone.id} style={size}>
      <p className="ad__label">{t('ads.label')}</p>
      <Creative ad={ad} />
    </div>
  );
}

/** The slots of a placement, one per configured zone, in configured order. */
export function AdSlots({ t, ads }: { t: Translate; ads: readonly PlacedAd[] }) {
  return <>{ads.map((ad) => <AdSlot key={ad.zone.id} t={t} ad={ad} />)}</>;
}
