import type { FeatureModule } from '../../shared/feature-module';
import { ChatStore } from './chat-store';
import { ConsentStore } from './consent-store';
import { ErrorReportingStore } from './error-reporting-store';
import { TagManagerStore } from './tag-manager-store';

/** The shopper's consent and what waits for it: the tag manager, error reporting and the chat. */
export const consentModule = {
  stores: { consent: ConsentStore, errorReporting: ErrorReportingStore, chat: ChatStore },
  services: [TagManagerStore],
} satisfies FeatureModule;
