import { observer } from 'mobx-react-lite';
import { useSeo, type SeoInput } from './use-seo';

/** The component form of useSeo, for pages that prefer to render their head data. */
export const Seo = observer(function Seo(props: SeoInput) {
  useSeo(props);
  return null;
});
