import { defineMessage } from 'react-intl';

export const missingConfigMessage = defineMessage<{ names: string }>({
  id: 'startup.missingConfig',
  defaultMessage: 'The shop is missing required configuration: {names}',
});
