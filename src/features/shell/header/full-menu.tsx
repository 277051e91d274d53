import { observer } from 'mobx-react-lite';
import { useRef, useState, type RefObject } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NavCategory } from '../../../../ports/model/category';
import { showsArrow } from '../../../domain/menu-visibility';
import { CloseButton } from '../../../shared/components/close-button';
import { useBodyScrollLock, useFocusTrap } from '../../../shared/components/drawer';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import { CategoryIcon } from './category-icon';
import styles from './full-menu.module.css';
import { FULL_MENU_ID } from './menu-ids';
import { MenuExtraItems, useMenuExtras } from './menu-extras';
import { useDismiss } from '../../../shared/components/use-dismiss';

const messages = defineMessages({
  title: { id: 'header.fullMenu.title', defaultMessage: 'All categories' },
  close: { id: 'header.fullMenu.close', defaultMessage: 'Close menu' },
  more: { id: 'header.fullMenu.more', defaultMessage: 'Inspiration and service' },
});

const showChildren = defineMessage<{ category: string }>({
  id: 'header.fullMenu.showChildren',
  defaultMessage: 'Show subcategories of {category}',
});

/**
 * The full-screen category menu (MENU): up to four levels as columns, only categories with
 * products, an arrow only where children have products. Closes on an outside press or Escape;
 * locks body scrolling while open.
 */
export const FullMenu = observer(function FullMenu({ toggleRef }: { toggleRef: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const { menu, header } = useStores();
  const panelRef = useRef<HTMLDivElement>(null);
  const [path, setPath] = useState<number[]>([]);
  useBodyScrollLock(true);
  useFocusTrap(panelRef, true, header.closeFullMenu);
  useDismiss(true, [panelRef, toggleRef], header.closeFullMenu);

  const extras = useMenuExtras();
  const counts = menu.counts.value ?? {};
  const columns: NavCategory[][] = [];
  let level: NavCategory[] = menu.fullMenu;
  for (let depth = 0; level.length > 0; depth++) {
    columns.push(level);
    const openId = path[depth];
    const opened = level.find((cat) => cat.id === openId);
    level = opened ? opened.children : [];
  }

  const expand = (depth: number, id: number) =>
    setPath((current) => (current[depth] === id ? current.slice(0, depth) : [...current.slice(0, depth), id]));

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panelRef}
        id={FULL_MENU_ID}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage(messages.title)}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>
            <FormattedMessage {...messages.title} />
          </h2>
          <CloseButton label={messages.close} onClick={header.closeFullMenu} />
        </div>
        <div className={styles.columns}>
          {columns.map((categories, depth) => (
            <ul key={depth} className={styles.column} data-level={depth + 1}>
              {categories.map((cat) => {
                const arrow = showsArrow(cat, counts);
                const expanded = path[depth] === cat.id;
                return (
                  <li key={cat.id} className={expanded ? styles.itemOpen : styles.item}>
                    <Link
                      to={`/${cat.url}`}
                      state={{ title: cat.title, id: cat.id }}
                      className={styles.link}
                      onClick={header.closeFullMenu}
                    >
                      {depth === 0 && <CategoryIcon categoryId={cat.id} className={styles.icon} />}
                      <span>{cat.title}</span>
                    </Link>
                    {arrow && (
                      <button
                        type="button"
                        className={styles.arrow}
                        aria-expanded={expanded}
                        aria-label={intl.formatMessage(showChildren, { category: cat.title })}
                        data-testid="full-menu-arrow"
                        onClick={() => expand(depth, cat.id)}
                      >
                        <Icon name="chevron" size={18} />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        {extras.contents.length + extras.links.length > 0 && (
          <div className={styles.extras}>
            <h3 className={styles.extrasTitle}>
              <FormattedMessage {...messages.more} />
            </h3>
            <ul className={styles.extrasList}>
              <MenuExtraItems {...extras} onNavigate={header.closeFullMenu} linkClassName={styles.extraLink} />
            </ul>
          </div>
        )}
      </div>
    </div>
  );
});
