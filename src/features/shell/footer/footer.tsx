import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InfoPage } from '../../../../ports/model/content';
import { ROMANIA } from '../../../domain/countries';
import { INFO_PAGE_PATHS } from '../../../domain/info-pages';
import { isRomanianShop } from '../../../domain/romanian-shop';
import { ExternalLink } from '../../../shared/components/external-link';
import { consentMessages } from '../../consent/consent-dialog';
import { configuredNetworks, SocialLinkList, type SocialNetwork } from '../../../shared/components/social-links';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import styles from './footer.module.css';
import { NewsletterBox } from './newsletter-box';
import { PaymentDeliveryImages } from './payment-delivery-images';
import { ReviewBadgeSlot } from './review-badge';
import { storeStructuredData, StructuredData } from './store-structured-data';
import { TrustBadges } from './trust-badges';

const messages = defineMessages({
  contact: { id: 'footer.contact.title', defaultMessage: 'Contact' },
  supportHours: { id: 'footer.contact.supportHours', defaultMessage: 'Customer service hours' },
  info: { id: 'footer.info.title', defaultMessage: 'Information' },
  social: { id: 'footer.social.title', defaultMessage: 'Follow us' },
  noPickup: { id: 'footer.noPickup', defaultMessage: 'No pickup possible!' },
  consumer: { id: 'footer.consumer.title', defaultMessage: 'Consumer protection' },
  anpc: { id: 'footer.consumer.anpc', defaultMessage: 'ANPC – alternative dispute resolution' },
  sol: { id: 'footer.consumer.sol', defaultMessage: 'SOL – online dispute resolution' },
  anpcHome: { id: 'footer.consumer.anpcHome', defaultMessage: 'National Authority for Consumer Protection' },
  toTop: { id: 'footer.toTop', defaultMessage: 'Back to top' },
  'data-protection': { id: 'footer.link.dataProtection', defaultMessage: 'Data protection' },
  'terms-and-conditions': { id: 'footer.link.termsAndConditions', defaultMessage: 'Terms and conditions' },
  'right-of-withdrawal': { id: 'footer.link.rightOfWithdrawal', defaultMessage: 'Right of withdrawal' },
  faq: { id: 'footer.link.faq', defaultMessage: 'FAQ' },
  imprint: { id: 'footer.link.imprint', defaultMessage: 'Imprint' },
  press: { id: 'footer.link.press', defaultMessage: 'Press' },
  pay: { id: 'footer.link.pay', defaultMessage: 'Payment' },
  delivery: { id: 'footer.link.delivery', defaultMessage: 'Delivery' },
  'shipping-costs': { id: 'footer.link.shippingCosts', defaultMessage: 'Shipping costs' },
  warranty: { id: 'footer.link.warranty', defaultMessage: 'Warranty conditions' },
  'user-manual': { id: 'footer.link.userManual', defaultMessage: 'User manual' },
});

const copyright = defineMessage<{ year: number; storeName: string }>({
  id: 'footer.copyright',
  defaultMessage: '© {year} {storeName}',
});

/** The legal and info links of the footer, in this order (translated slugs). */
export const FOOTER_INFO_PAGES: readonly InfoPage[] = [
  'data-protection',
  'terms-and-conditions',
  'right-of-withdrawal',
  'faq',
  'imprint',
  'press',
  'pay',
  'delivery',
  'shipping-costs',
  'warranty',
  'user-manual',
];

const LINK_LABELS: Partial<Record<InfoPage, MessageDescriptor>> = messages;

const NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'pinterest', 'youtube'];

const CONSUMER_LINKS: { href: string; label: MessageDescriptor }[] = [
  { href: 'https://anpc.ro/ce-este-sal/', label: messages.anpc },
  { href: 'https://ec.europa.eu/consumers/odr', label: messages.sol },
  { href: 'https://anpc.ro/', label: messages.anpcHome },
];

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Footer (section 2.8). */
export const Footer = observer(function Footer() {
  const intl = useIntl();
  const { shop, calendar, consent } = useStores();

  useEffect(() => {
    void shop.localeConfig.ensure();
    void shop.storeInfo.ensure();
  }, [shop]);

  const config = shop.localeConfig.value;
  const info = shop.storeInfo.value;
  const storeName = config?.storeName || info?.name || '';
  const satelliteIsRomania = shop.satellite.toUpperCase() === ROMANIA.isoAlpha2;
  const romanian = isRomanianShop(shop.satellite, shop.homeCountryId);
  const year = calendar.year;
  const structured = storeStructuredData(info, info?.name || storeName, romanian ? ROMANIA.isoAlpha2 : shop.country.isoAlpha2);
  const hours = info?.supportTime?.trim() || info?.supportTimeMoTh?.trim() || config?.supportTimeMoTh?.trim() || '';
  const phone = info?.phone?.trim() || '';
  const social = config?.flags.socialMedia ? configuredNetworks(config.social, NETWORKS) : [];
  const pages = INFO_PAGE_PATHS.filter(
    ({ page, romaniaOnly }) => FOOTER_INFO_PAGES.includes(page) && (!romaniaOnly || satelliteIsRomania),
  ).sort((a, b) => FOOTER_INFO_PAGES.indexOf(a.page) - FOOTER_INFO_PAGES.indexOf(b.page));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <FormattedMessage {...messages.contact} />
          </h2>
          <address className={styles.address}>
            {(info?.name || storeName) && <strong>{info?.name || storeName}</strong>}
            {info?.address1 && <span>{info.address1}</span>}
            {(info?.zipCode || info?.city) && <span>{[info?.zipCode, info?.city].filter(Boolean).join(' ')}</span>}
            {phone && (
              <a href={telHref(phone)} className={styles.contactLine}>
                <Icon name="phone" size={18} />
                <span className="tabular">{phone}</span>
              </a>
            )}
            {info?.email && (
              <a href={`mailto:${info.email}`} className={styles.contactLine}>
                <Icon name="mail" size={18} />
                <span>{info.email}</span>
              </a>
            )}
          </address>
          {hours && (
            <p className={styles.hours}>
              <span className={styles.muted}>
                <FormattedMessage {...messages.supportHours} />
              </span>
              <span>{hours}</span>
            </p>
          )}
          {!romanian && (
            <p className={styles.noPickup} data-testid="no-pickup">
              <FormattedMessage {...messages.noPickup} />
            </p>
          )}
        </section>

        <nav className={styles.column} aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            <FormattedMessage {...messages.info} />
          </h2>
          <ul className={styles.links}>
            {pages.map(({ page, slugPath }) => {
              const label = LINK_LABELS[page];
              return label ? (
                <li key={page}>
                  <Link to={slugPath}>{intl.formatMessage(label)}</Link>
                </li>
              ) : null;
            })}
            <li>
              <button type="button" className={styles.linkButton} onClick={consent.reopen}>
                <FormattedMessage {...consentMessages.settings} />
              </button>
            </li>
          </ul>
        </nav>

        {config?.flags.newsletter !== false && (
          <div className={styles.column}>
            <NewsletterBox />
          </div>
        )}

        <div className={styles.column}>
          {config && social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                <FormattedMessage {...messages.social} />
              </h2>
              <SocialLinkList links={config.social} networks={social} />
            </section>
          )}
          <ReviewBadgeSlot />
        </div>
      </div>

      <TrustBadges hours={hours} />
      <PaymentDeliveryImages images={config?.footerImages ?? []} />

      {romanian && (
        <section className={styles.consumer} aria-labelledby="footer-consumer">
          <h2 id="footer-consumer" className={styles.headingSmall}>
            <FormattedMessage {...messages.consumer} />
          </h2>
          <ul>
            {CONSUMER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <ExternalLink href={href}>{intl.formatMessage(label)}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.bottom}>
        <p className={styles.copyright}>{intl.formatMessage(copyright, { year, storeName })}</p>
        <button
          type="button"
          className={styles.toTop}
          aria-label={intl.formatMessage(messages.toTop)}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrow-up" size={20} />
        </button>
      </div>
      {structured && <StructuredData data={structured} />}
    </footer>
  );
});
