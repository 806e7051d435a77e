// Site footer: information pages, partner and advertiser links, support and the RTA notice.
import type { Translate } from '../../locales';
import type { SiteConfig } from '../../worker/config/site';
import { urls } from '../urls';

export function Footer({ t, site }: { t: Translate; site: SiteConfig }) {
  const info = [
    { href: urls.information('cookies_policy'), label: t('footer.cookiesPolicy') },
    { href: urls.information('dmca'), label: t('footer.dmca') },
    { href: urls.information('terms'), label: t('footer.terms') },
    { href: urls.information('privacy'), label: t('footer.privacy') },
    { href: urls.information('2257'), label: t('footer.records') },
    // With JavaScript the contact form opens in the form modal.
    { href: urls.information('support'), label: t('footer.support'), modal: true },
    { href: urls.sitemap(), label: t('footer.sitemap') },
  ];
  return (
    <footer className="footer">
      <nav aria-label={t('footer.information')}>
        <ul className="footer__links">
          <li><a href={urls.information()}>{t('footer.information')}</a></li>
          {info.map((item) => (
            <li key={item.href}><a href={item.href} data-modal={item.modal ? '' : undefined}>{item.label}</a></li>
          ))}
          <li><a href={site.advertiseUrl} rel="noopener">{t('footer.advertisers')}</a></li>
          <li><a href={site.partnerProgrammeUrl} rel="noopener">{t('footer.partners')}</a></li>
        </ul>
      </nav>
      <p className="footer__rta">
        <img src="/img/rta.svg" alt="RTA" width={88} height={31} loading="lazy" /> {t('footer.rta')}{' '}
        <a href={site.rtaUrl} rel="noopener">{t('footer.rtaLink')}</a>
      </p>
      <p className="footer__copy">{t('footer.copyright', { year: new Date().getUTCFullYear(), site: site.name })}</p>
    </footer>
  );
}
