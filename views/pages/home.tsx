// Home: top in the chosen country, a banner, most popular today, latest updates, popular models, then the pagination
// of the videos listing (spec 2): its pages are those of the latest updates.
import type { Translate } from '../../locales';
import type { ModelCard as ModelRow } from '../../worker/db/models';
import type { PlacedAd } from '../../worker/ads/select';
import type { VideoCard as VideoRow } from '../../worker/db/videos';
import { AdSlots } from '../parts/ad-slot';
import { CollectionGrid } from '../parts/collection-grid';
import { CountryPicker } from '../parts/country-picker';
import { Pagination, type PaginationProps } from '../parts/pagination';
import { urls } from '../urls';

export interface HomePageProps {
  t: Translate;
  country: string;
  countryName: string;
  countries: readonly { code: string; name: string }[];
  back: string;
  topCountry: readonly VideoRow[];
  popularToday: readonly VideoRow[];
  latest: readonly VideoRow[];
  models: readonly ModelRow[];
  /** The listing placement's banners, between the first block and the rest, once the page's own content has begun. */
  ads: readonly PlacedAd[];
  /** The latest updates' pages, home standing for the first. */
  pagination: Omit<PaginationProps, 't'>;
}

function Block({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className="block" aria-labelledby={id}>
      <div className="block__head">
        <h2 id={id}>{title}</h2>
        {more && <a href={more.href}>{more.label}</a>}
      </div>
      {children}
    </section>
  );
}

export function HomePage(props: HomePageProps) {
  const { t } = props;
  const videos = (items: readonly VideoRow[], eager = false) => (
    <CollectionGrid t={t} list={{ kind: 'videos', items }} empty={t('empty.videos_not_found')} eager={eager} />
  );
  return (
    <>
      <h1 className="headline">{t('home.headline')}</h1>
      <Block id="home-top-country" title={t('home.topCountry', { country: props.countryName })} more={{ href: urls.topCountry(), label: t('home.seeAll') }}>
        <CountryPicker t={t} country={props.country} countries={props.countries} back={props.back} />
        {videos(props.topCountry, true)}
      </Block>
      <AdSlots t={t} ads={props.ads} />
      <Block id="home-popular-today" title={t('home.popularToday')} more={{ href: urls.videos('most-popular'), label: t('home.seeAll') }}>
        {videos(props.popularToday)}
      </Block>
      <Block id="home-latest" title={t('home.latest')} more={{ href: urls.videos('latest-updates'), label: t('home.seeAll') }}>
        {videos(props.latest)}
      </Block>
      <Block id="home-models" title={t('home.popularModels')} more={{ href: urls.models(), label: t('home.seeAll') }}>
        <CollectionGrid t={t} list={{ kind: 'models', items: props.models }} empty={t('empty.models')} />
      </Block>
      <Pagination {...props.pagination} t={t} />
    </>
  );
}
