import { ContainerModule, type Container } from 'inversify';
import { SearchBoxStore } from '../features/search/search-box-store';
import { SEARCH_RESULTS_PAGE, SearchFeature, type SearchResultsFactory } from '../features/search/search-feature';
import { SearchResultsStore } from '../features/search/search-results-store';
import { SearchTrackingStore } from '../features/search/search-tracking-store';

const searchModule = (container: Container) =>
  new ContainerModule(({ bind }) => {
    bind(SearchTrackingStore).toSelf();
    bind(SearchBoxStore).toSelf();
    bind(SearchResultsStore).toSelf().inTransientScope();
    const resultsPage: SearchResultsFactory = (term, category) => container.get(SearchResultsStore).open(term, category);
    bind(SEARCH_RESULTS_PAGE).toConstantValue(resultsPage);
    bind(SearchFeature).toSelf();
  });

/** Binds the search's stores into the app's container, once. */
export function searchFeature(container: Container): SearchFeature {
  if (!container.isBound(SearchFeature)) container.load(searchModule(container));
  return container.get(SearchFeature);
}
