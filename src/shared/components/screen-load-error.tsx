import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../store-context';
import { ErrorState } from './error-state';

/** A screen that could not be downloaded: a retry, taken by itself when the connection returns. */
export const ScreenLoadError = observer(function ScreenLoadError({ onRetry }: { onRetry: () => void }) {
  const { connectivity } = useStores();
  const [returnsAtFailure] = useState(connectivity.returns);
  const returned = connectivity.returns !== returnsAtFailure;
  useEffect(() => {
    if (returned) onRetry();
  }, [returned, onRetry]);
  return <ErrorState onRetry={onRetry} />;
});
