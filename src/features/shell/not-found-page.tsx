import { useSearchParams } from 'react-router-dom';
import { NotFoundView, parseNotFoundReason } from '../../shared/components/not-found-view';

export {
  NOT_FOUND_REASONS,
  NotFoundView,
  parseNotFoundReason,
  type NotFoundReason,
} from '../../shared/components/not-found-view';

/** /not-found?reason=…: the not-found screen with the heading for the reason. */
export default function NotFoundPage() {
  const [params] = useSearchParams();
  return <NotFoundView reason={parseNotFoundReason(params.get('reason'))} />;
}
