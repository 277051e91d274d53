import { isRomanianShop } from './romanian-shop';

export interface ChatConditions {
  satellite: string;
  homeCountryId: number;
  /** The locale config's chat switch (chat_enabled). */
  enabled: boolean;
  /** A chat script is set up for this build. */
  configured: boolean;
}

/** The floating chat button is offered in the Romanian shop only, when its chat is switched on and set up. */
export function offersSupportChat({ satellite, homeCountryId, enabled, configured }: ChatConditions): boolean {
  return enabled && configured && isRomanianShop(satellite, homeCountryId);
}
