import { observer } from 'mobx-react-lite';
import { Suspense, type ComponentType } from 'react';
import { useStores } from '../../shared/store-context';

/**
 * The chat button where it can show: in the shop that offers the chat, once the consent banner is
 * closed. Until then its code is not asked for.
 */
export const ChatDock = observer(function ChatDock({ Button }: { Button: ComponentType }) {
  if (!useStores().chat.buttonShown) return null;
  return (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  );
});
