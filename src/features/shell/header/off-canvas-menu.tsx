import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NavCategory } from '../../../../ports/model/category';
import { Drawer } from '../../../shared/components/drawer';
import { ErrorState } from '../../../shared/components/error-state';
import { Icon } from '../../../shared/components/icon';
import { configuredNetworks, SocialLinkList, type SocialNetwork } from '../../../shared/components/social-links';
import { Skeleton } from '../../../shared/components/skeleton';
import { useStores } from '../../../shared/store-context';
import { telHref } from './contact-phone';
import { MenuExtraItems, useMenuExtras } from './menu-extras';
import styles from './off-canvas-menu.module.css';

const messages = defineMessages({
  title: { id: 'header.offCanvas.title', defaultMessage: 'Menu' },
  categories: { id: 'header.offCanvas.categories', defaultMessage: 'Categories' },
  service: { id: 'header.offCanvas.service', defaultMessage: 'Service' },
  contact: { id: 'header.offCanvas.contact', defaultMessage: 'Contact' },
  email: { id: 'header.offCanvas.email', defaultMessage: 'E-mail' },
  social: { id: 'header.social.label', defaultMessage: 'Follow us' },
});

const toggleLabel = defineMessage<{ category: string }>({
  id: 'header.offCanvas.toggle',
  defaultMessage: 'Subcategories of {category}',
});

const NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'youtube'];

function CategoryBranch({
  categories,
  level,
  expanded,
  onToggle,
  onNavigate,
}: {
  categories: NavCategory[];
  level: number;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onNavigate: () => void;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.branch} data-level={level}>
      {categories.map((cat) => {
        const open = expanded.has(cat.id);
        const childId = `off-canvas-${cat.id}`;
        return (
          <li key={cat.id}>
            <div className={styles.row}>
              <Link to={`/${cat.url}`} state={{ title: cat.title, id: cat.id }} className={styles.link} onClick={onNavigate}>
                {cat.title}
              </Link>
              {cat.children.length > 0 && (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={childId}
                  aria-label={intl.formatMessage(toggleLabel, { category: cat.title })}
                  onClick={() => onToggle(cat.id)}
                >
                  <Icon name="chevron" size={18} className={open ? styles.chevronOpen : styles.chevron} />
                </button>
              )}
            </div>
            {cat.children.length > 0 && open && (
              <div id={childId}>
                <CategoryBranch
                  categories={cat.children}
                  level={level + 1}
                  expanded={expanded}
                  onToggle={onToggle}
                  onNavigate={onNavigate}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The mobile off-canvas menu: categories (three levels), content links, contact and social links. */
export const OffCanvasMenu = observer(function OffCanvasMenu() {
  const intl = useIntl();
  const { menu, shop, header } = useStores();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const extras = useMenuExtras();
  const close = header.closeOffCanvas;
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const info = shop.storeInfo.value;
  const config = shop.localeConfig.value;
  const phone = info?.phone?.trim();
  const email = info?.email?.trim();
  const social = config?.flags.socialMedia ? configuredNetworks(config.social, NETWORKS) : [];

  return (
    <Drawer open={header.offCanvasOpen} onClose={close} side="left" title={intl.formatMessage(messages.title)}>
      <nav aria-label={intl.formatMessage(messages.categories)} className={styles.section}>
        {menu.failed ? (
          <ErrorState onRetry={menu.retry} />
        ) : !menu.ready ? (
          <div aria-busy="true" className={styles.loading}>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height="1.25rem" width={`${60 + ((index * 13) % 35)}%`} />
            ))}
          </div>
        ) : (
          <CategoryBranch categories={menu.offCanvas} level={1} expanded={expanded} onToggle={toggle} onNavigate={close} />
        )}
      </nav>
      {extras.contents.length + extras.links.length > 0 && (
        <nav aria-label={intl.formatMessage(messages.service)} className={styles.section}>
          <ul className={styles.extras}>
            <MenuExtraItems {...extras} onNavigate={close} linkClassName={styles.extraLink} />
          </ul>
        </nav>
      )}
      {(phone || email || social.length > 0) && (
        <section className={styles.contact} aria-label={intl.formatMessage(messages.contact)}>
          <h3 className={styles.contactTitle}>
            <FormattedMessage {...messages.contact} />
          </h3>
          {phone && (
            <a href={telHref(phone)} className={styles.contactLine}>
              <Icon name="phone" size={20} />
              <span>{phone}</span>
            </a>
          )}
          {email && (
            <a href={`mailto:${email}`} className={styles.contactLine}>
              <Icon name="mail" size={20} />
              <span>
                <span className="visually-hidden">{intl.formatMessage(messages.email)}</span> {email}
              </span>
            </a>
          )}
          {config && social.length > 0 && (
            <SocialLinkList links={config.social} networks={social} label={intl.formatMessage(messages.social)} />
          )}
        </section>
      )}
    </Drawer>
  );
});
