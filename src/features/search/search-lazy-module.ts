import type { Fresh, Instances, LazyModule } from '../../shared/feature-module';
import { SearchBoxStore } from './search-box-store';
import { SearchResultsStore } from './search-results-store';
import { SearchTrackingStore } from './search-tracking-store';

const stores = { box: SearchBoxStore, tracking: SearchTrackingStore };
const screens = { results: SearchResultsStore };

/** The search's stores, and a fresh results store for each results page. */
export type SearchFeature = Instances<typeof stores> & Fresh<typeof screens>;

export const searchLazyModule = { stores, screens } satisfies LazyModule<typeof stores, typeof screens>;
