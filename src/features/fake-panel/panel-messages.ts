import { defineMessage, defineMessages } from 'react-intl';

export const panelMessages = defineMessages({
  title: { id: 'fakePanel.title', defaultMessage: 'Fake-mode panel' },
  close: { id: 'fakePanel.close', defaultMessage: 'Close' },
  persona: { id: 'fakePanel.persona', defaultMessage: 'Persona' },
  guest: { id: 'fakePanel.persona.guest', defaultMessage: 'Guest' },
  private: { id: 'fakePanel.persona.private', defaultMessage: 'Private customer' },
  company: { id: 'fakePanel.persona.company', defaultMessage: 'Company customer' },
  'vat-exempt': { id: 'fakePanel.persona.vatExempt', defaultMessage: 'VAT-exempt buyer' },
  admin: { id: 'fakePanel.persona.admin', defaultMessage: 'Admin' },
  personaFailed: { id: 'fakePanel.persona.failed', defaultMessage: 'The log-in was refused.' },
  country: { id: 'fakePanel.country', defaultMessage: 'Country' },
  language: { id: 'fakePanel.language', defaultMessage: 'Language' },
  latency: { id: 'fakePanel.latency', defaultMessage: 'Latency (ms)' },
  apply: { id: 'fakePanel.apply', defaultMessage: 'Apply' },
  method: { id: 'fakePanel.method', defaultMessage: 'Port method' },
  every: { id: 'fakePanel.every', defaultMessage: 'Fail every n-th call (1 = always)' },
  fail: { id: 'fakePanel.fail', defaultMessage: 'Make it fail' },
  heal: { id: 'fakePanel.heal', defaultMessage: 'Heal' },
  clock: { id: 'fakePanel.clock', defaultMessage: 'Clock' },
  updateToast: { id: 'fakePanel.clock.updateToast', defaultMessage: 'End the update toast' },
  paymentThrottle: { id: 'fakePanel.clock.paymentThrottle', defaultMessage: 'Pass the payment throttle' },
  tokenExpiry: { id: 'fakePanel.clock.tokenExpiry', defaultMessage: 'Expire the login token' },
  reset: { id: 'fakePanel.reset', defaultMessage: 'Reset the data set' },
});

export const failsAlways = defineMessage<{ name: string }>({
  id: 'fakePanel.failure.always',
  defaultMessage: '{name}: every call fails',
});
export const failsEveryNth = defineMessage<{ name: string; every: number }>({
  id: 'fakePanel.failure.everyNth',
  defaultMessage: '{name}: one call in {every, number} fails',
});
export const clockAhead = defineMessage<{ minutes: number }>({
  id: 'fakePanel.clock.ahead',
  defaultMessage: 'Ahead of real time by {minutes, number} min',
});
