import { observer } from 'mobx-react-lite';
import { Suspense, useRef, useState, type FocusEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NavCategory } from '../../../../ports/model/category';
import { hasProducts } from '../../../domain/menu-visibility';
import { Button } from '../../../shared/components/button';
import { Icon } from '../../../shared/components/icon';
import { Skeleton } from '../../../shared/components/skeleton';
import { useIntentToOpen } from '../../../shared/screen-preload';
import { useStores } from '../../../shared/store-context';
import { FULL_MENU_ID } from './menu-ids';
import styles from './main-nav.module.css';
import { lazyScreen } from '../../../shared/lazy-screen';

const FullMenu = lazyScreen(async () => ({ default: (await import('./full-menu')).FullMenu }), 'header');

const messages = defineMessages({
  label: { id: 'header.nav.label', defaultMessage: 'Main navigation' },
  menu: { id: 'header.nav.menu', defaultMessage: 'Menu' },
  loadFailed: { id: 'header.nav.loadFailed', defaultMessage: 'The menu could not be loaded.' },
  retry: { id: 'header.nav.retry', defaultMessage: 'Try again' },
});

const SKELETON_WIDTHS = ['5rem', '7rem', '6rem', '8rem', '5.5rem', '6.5rem'];

const categoryState = (cat: NavCategory) => ({ title: cat.title, id: cat.id });

/** A top-level category with its mega-menu panel (second-level groups, at most 5 entries each). */
const MegaMenuItem = observer(function MegaMenuItem({
  category,
  open,
  onOpen,
  onClose,
}: {
  category: NavCategory;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { menu } = useStores();
  const groups = menu.megaMenu(category);
  const intent = useIntentToOpen('listing');
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  return (
    <li
      className={styles.top}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onFocus={onOpen}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Focus leaves the panel before it closes, so it is not lost with it.
        event.currentTarget.querySelector('a')?.focus();
        onClose();
      }}
    >
      <Link
        to={`/${category.url}`}
        state={categoryState(category)}
        className={open && groups.length > 0 ? styles.topLinkOpen : styles.topLink}
        onClick={onClose}
        {...intent}
      >
        {category.title}
      </Link>
      {open && groups.length > 0 && (
        <div className={styles.panel} data-testid="mega-menu-panel">
          <div className={styles.groups}>
            {groups.map(({ category: group, entries }) => (
              <div key={group.id} className={styles.group}>
                <Link
                  to={`/${group.url}`}
                  state={categoryState(group)}
                  className={styles.groupLink}
                  onClick={onClose}
                  {...intent}
                >
                  {group.title}
                </Link>
                {entries.length > 0 && (
                  <ul className={styles.entries}>
                    {entries.map((entry) => (
                      <li key={entry.id}>
                        <Link to={`/${entry.url}`} state={categoryState(entry)} className={styles.entryLink} onClick={onClose}>
                          {entry.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </li>
  );
});

/** The main navigation (wide screens): MENU button for the full-screen menu and the mega-menu. */
export const MainNav = observer(function MainNav() {
  const intl = useIntl();
  const { menu, shop, header } = useStores();
  const [openId, setOpenId] = useState<number | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const fullMenuEnabled = shop.localeConfig.value?.flags.fullMenu ?? false;

  let content;
  if (menu.failed) {
    content = (
      <div className={styles.failed} role="alert">
        <span>
          <FormattedMessage {...messages.loadFailed} />
        </span>
        <Button variant="link" onClick={menu.retry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    );
  } else if (!menu.ready) {
    content = (
      <div className={styles.loading} aria-busy="true" data-testid="nav-skeleton">
        {SKELETON_WIDTHS.map((width, index) => (
          <Skeleton key={index} width={width} height="1rem" />
        ))}
      </div>
    );
  } else {
    const counts = menu.counts.value ?? {};
    const tops = (menu.tree.value ?? []).filter((cat) => hasProducts(cat, counts));
    content = (
      <ul className={styles.list}>
        {tops.map((cat) => (
          <MegaMenuItem
            key={cat.id}
            category={cat}
            open={openId === cat.id}
            onOpen={() => setOpenId(cat.id)}
            onClose={() => setOpenId((current) => (current === cat.id ? null : current))}
          />
        ))}
      </ul>
    );
  }

  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(messages.label)}>
      <div className={styles.inner}>
        {fullMenuEnabled && (
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={header.fullMenuOpen}
            aria-controls={FULL_MENU_ID}
            onClick={header.toggleFullMenu}
          >
            <Icon name="menu" size={20} />
            <FormattedMessage {...messages.menu} />
          </button>
        )}
        {content}
      </div>
      {fullMenuEnabled && header.fullMenuOpen && (
        <Suspense fallback={null}>
          <FullMenu toggleRef={menuButtonRef} />
        </Suspense>
      )}
    </nav>
  );
});
