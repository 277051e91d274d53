import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../../shared/store-context';
import styles from './advent-link.module.css';

export const ADVENT_PATH = '/advent-calendar';
const WIDE_QUERY = '(min-width: 1200px)';

export type AdventLinkMode = 'link' | 'banner' | 'none';

/**
 * The advent link rule: only when the advent setting is on and not already on the advent page;
 * a link on wide screens (1200px and more), a banner below 1200px.
 */
export function adventLinkMode({
  enabled,
  wide,
  pathname,
}: {
  enabled: boolean;
  wide: boolean;
  pathname: string;
}): AdventLinkMode {
  if (!enabled || pathname.replace(/\/+$/, '').toLowerCase() === ADVENT_PATH) return 'none';
  return wide ? 'link' : 'banner';
}

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the viewport is at least 1200px wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}

const messages = defineMessages({
  link: { id: 'advent.link', defaultMessage: 'Advent calendar' },
  banner: { id: 'advent.banner', defaultMessage: 'Our advent calendar is open: a new door every day until Christmas' },
});

/** The advent calendar entry for the home page: a link on wide screens, a banner below 1200px. */
export const AdventLink = observer(function AdventLink({ className }: { className?: string }) {
  const { shop } = useStores();
  const { pathname } = useLocation();
  const wide = useWideScreen();
  const mode = adventLinkMode({ enabled: shop.localeConfig.value?.flags.advent === true, wide, pathname });
  if (mode === 'none') return null;
  if (mode === 'link') {
    return (
      <Link to={ADVENT_PATH} className={[styles.link, className].filter(Boolean).join(' ')}>
        <FormattedMessage {...messages.link} />
      </Link>
    );
  }
  return (
    <Link to={ADVENT_PATH} className={[styles.banner, className].filter(Boolean).join(' ')}>
      <FormattedMessage {...messages.banner} />
    </Link>
  );
});
