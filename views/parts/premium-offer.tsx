// The premium-offer card of the watch page's side column. The server renders the offer without a clock; the
// premium-countdown island adds the clock (from 60 minutes at page load), so without JavaScript nothing shows frozen.
// It wakes when the browser is idle: the clock counts from the load anyway, and its place is reserved (site.css).
import PremiumCountdown, { type PremiumCountdownProps } from '../../islands/premium-countdown';
import { Island } from './island';

export interface PremiumOfferProps {
  title: string;
  text: string;
  cta: string;
  href: string;
  countdown: PremiumCountdownProps;
}

export function PremiumOffer({ title, text, cta, href, countdown }: PremiumOfferProps) {
  return (
    <section className="premium" aria-labelledby="premium-title">
      <h2 id="premium-title">{title}</h2>
      <p>{text}</p>
      <Island name="premium-countdown" component={PremiumCountdown} props={countdown} hydrate="idle" className="premium__clock" />
      <a className="button button--primary" href={href} rel="sponsored noopener">{cta}</a>
    </section>
  );
}
