import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InfoPage } from '../../../../ports/model/content';
import { ExternalLink } from '../../../shared/components/external-link';
import { SocialLinkList } from '../../../shared/components/social-links';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import { useLazyFeature } from '../../../shared/use-lazy-feature';
import styles from './footer.module.css';
import { CookieSettingsButton } from './cookie-settings-button';
import { NewsletterBox } from './newsletter-box';
import { PaymentDeliveryImages } from './payment-delivery-images';
import { ReviewBadgeSlot } from './review-badge';
import { StructuredData } from './structured-data';
import { FOOTER_NETWORKS } from '../footer-store';
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

const LINK_LABELS: Partial<Record<InfoPage, MessageDescriptor>> = messages;

const CONSUMER_LINKS: { href: string; label: MessageDescriptor }[] = [
  { href: 'https://anpc.ro/ce-este-sal/', label: messages.anpc },
  { href: 'https://ec.europa.eu/consumers/odr', label: messages.sol },
  { href: 'https://anpc.ro/', label: messages.anpcHome },
];

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Footer (section 2.8). */
export const Footer = observer(function Footer() {
  const intl = useIntl();
  const { shop, calendar, footer: footerPart } = useStores();
  const { footer } = useLazyFeature(footerPart);
  useEffect(() => footer.start(), [footer]);

  const info = shop.storeInfo.value;
  const { storeName, contactName, phone, supportHours: hours, isRomanianShop: romanian, structuredData: structured } = footer;
  const social = footer.socialLinks;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <FormattedMessage {...messages.contact} />
          </h2>
          <address className={styles.address}>
            {contactName && <strong>{contactName}</strong>}
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
            {footer.infoPages.map(({ page, slugPath }) => {
              const label = LINK_LABELS[page];
              return label ? (
                <li key={page}>
                  <Link to={slugPath}>{intl.formatMessage(label)}</Link>
                </li>
              ) : null;
            })}
            <li>
              <CookieSettingsButton className={styles.linkButton} />
            </li>
          </ul>
        </nav>

        {footer.showsNewsletter && (
          <div className={styles.column}>
            <NewsletterBox />
          </div>
        )}

        <div className={styles.column}>
          {social && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                <FormattedMessage {...messages.social} />
              </h2>
              <SocialLinkList links={social} networks={FOOTER_NETWORKS} />
            </section>
          )}
          <ReviewBadgeSlot />
        </div>
      </div>

      <TrustBadges hours={hours} />
      <PaymentDeliveryImages images={footer.paymentDeliveryImages} />

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
        <p className={styles.copyright}>{intl.formatMessage(copyright, { year: calendar.year, storeName })}</p>
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
