import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { InfoPage } from '../../../ports/model/content';
import { INFO_PAGE_PATHS } from '../../domain/info-pages';
import type { RootStore } from '../../app/root-store';
import { ErrorState } from '../../shared/components/error-state';
import { NotFoundView } from '../../shared/components/not-found-view';
import { useStores } from '../../shared/store-context';
import { ContentSkeleton, ContentView } from './content-view';

const ROMANIA_SATELLITE = 'RO';

const isRomaniaOnly = (page: InfoPage): boolean => INFO_PAGE_PATHS.some((info) => info.page === page && info.romaniaOnly);

/** The content behind an info page, once the locale config names it. */
const InfoContent = observer(function InfoContent({ root, contentId }: { root: RootStore; contentId: number }) {
  const resource = root.contents.byId(contentId);
  useEffect(() => {
    void resource.ensure();
  }, [resource]);

  if (resource.status === 'error') {
    if (resource.error?.kind === 'not-found') return <NotFoundView reason="content-fetch-failed" />;
    return <ErrorState cause={resource.error?.kind} onRetry={() => void resource.reload()} />;
  }
  if (resource.value === undefined) return <ContentSkeleton />;
  return <ContentView content={resource.value} />;
});

/** Legal and info pages (both slug sets): the configured content's title and sanitised body. */
const InfoPageScreen = observer(function InfoPageScreen({ page }: { page: InfoPage }) {
  const root = useStores();
  const config = root.shop.localeConfig;
  const romaniaOnlyElsewhere = isRomaniaOnly(page) && root.shop.satellite.toUpperCase() !== ROMANIA_SATELLITE;

  useEffect(() => {
    void config.ensure();
  }, [config]);

  if (romaniaOnlyElsewhere) return <NotFoundView />;
  if (config.status === 'error') return <ErrorState cause={config.error?.kind} onRetry={() => void config.reload()} />;
  if (config.value === undefined) return <ContentSkeleton />;
  const contentId = config.value.infoPageContentIds[page];
  if (contentId === undefined) return <NotFoundView reason="content-fetch-failed" />;
  return <InfoContent key={contentId} root={root} contentId={contentId} />;
});

export default InfoPageScreen;
