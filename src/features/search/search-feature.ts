import { inject, injectable } from 'inversify';
import { portToken } from '../../../ports/port-token';
import { SearchBoxStore } from './search-box-store';
import type { SearchResultsStore } from './search-results-store';

/** A fresh store for each results page the shopper opens. */
export type SearchResultsFactory = (term: string, category: string | null) => SearchResultsStore;
export const SEARCH_RESULTS_PAGE = portToken<SearchResultsFactory>('SearchResultsFactory');

/** The search's stores, downloaded on the first use of the search box or the results page. */
@injectable()
export class SearchFeature {
  constructor(
    @inject(SearchBoxStore) readonly box: SearchBoxStore,
    @inject(SEARCH_RESULTS_PAGE) readonly resultsPage: SearchResultsFactory,
  ) {}
}
