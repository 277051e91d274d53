import { defineMessages } from 'react-intl';

/** Shown by id from the stores (RootStore.start); defined here so extraction and translation find them. */
export const appMessages = defineMessages({
  updated: { id: 'app.updated', defaultMessage: 'Our website has been updated' },
  updatedOk: { id: 'app.updatedOk', defaultMessage: 'OK' },
});
