import type { AdapterFamily, AppConfig, ShopIdentity } from '../../ports/config-port';
import { isLanguage } from '../../ports/model/shop-context';
import { DEFAULT_READ_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../../adapters/http/network-policy';
import { DEFAULT_ASSUMED_MARKUP_PERCENT } from '../domain/discount';

export type Env = Readonly<Record<string, string | boolean | undefined>>;

export interface ConfigCheck {
  config: AppConfig;
  /** Names of required settings that are missing or empty. */
  missing: string[];
}

const text = (env: Env, name: string): string => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};
/** Social networks and the Romanian consumer-dispute bodies the footer links to. */
const DEFAULT_EXTERNAL_HOSTS = ['facebook.com', 'instagram.com', 'pinterest.com', 'youtube.com', 'anpc.ro', 'ec.europa.eu'];

/** The shipped Romanian shop, as its store configuration names it (VITE_SHOP_NAME, VITE_SHOP_PHONE, VITE_SHOP_EMAIL). */
export const DEFAULT_SHOP: ShopIdentity = { name: 'Lemnia', phone: '+40 21 555 0142', email: 'contact@lemnia.example.com' };

/** VITE_SHOP_NAME, VITE_SHOP_PHONE or VITE_SHOP_EMAIL, else its default. */
const shopValue = (env: Env, key: keyof ShopIdentity): string => text(env, `VITE_SHOP_${key.toUpperCase()}`) || DEFAULT_SHOP[key];

/** A percentage setting: blank or junk keeps the default, 0 means none. */
const percent = (value: string, fallback: number): number => {
  const parsed = value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** A positive number of milliseconds, else the default. */
const millis = (value: string, fallback: number): number => {
  const parsed = value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

const list = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Reads configuration from VITE_* variables and runs the startup check of section 5. */
export function parseConfig(env: Env, version: string, siteOrigin: string): ConfigCheck {
  const adapters: AdapterFamily = text(env, 'VITE_ADAPTERS') === 'http' ? 'http' : 'fake';
  const language = text(env, 'VITE_LANGUAGE') || 'ro';
  const config: AppConfig = {
    adapters,
    apiUrl: text(env, 'VITE_API_URL'),
    fastApiUrl: text(env, 'VITE_FAST_API_URL'),
    shopToken: text(env, 'VITE_SHOP_TOKEN'),
    language: isLanguage(language) ? language : 'ro',
    locale: text(env, 'VITE_LOCALE') || 'ro_RO',
    satellite: text(env, 'VITE_SATELLITE') || 'RO',
    version,
    // The fake data set links to example.com only.
    externalHosts: [
      ...DEFAULT_EXTERNAL_HOSTS,
      ...list(text(env, 'VITE_EXTERNAL_HOSTS')),
      ...(adapters === 'fake' ? ['example.com'] : []),
    ],
    imageHosts: list(text(env, 'VITE_IMAGE_HOSTS')),
    assumedMarkupPercent: percent(text(env, 'VITE_ASSUMED_MARKUP_PERCENT'), DEFAULT_ASSUMED_MARKUP_PERCENT),
    backOfficeUrl: text(env, 'VITE_BACK_OFFICE_URL') || '/admin',
    siteOrigin,
    payment: {
      sessionId: text(env, 'VITE_PAYMENT_SESSION_ID'),
      postageTaxRuleTitle: text(env, 'VITE_POSTAGE_TAX_RULE_TITLE'),
      cardSessionMarker: text(env, 'VITE_CARD_SESSION_MARKER'),
    },
    paymentHosts: list(text(env, 'VITE_PAYMENT_HOSTS')),
    searchProxyUrl: text(env, 'VITE_SEARCH_PROXY_URL'),
    tagManagerId: text(env, 'VITE_TAG_MANAGER_ID'),
    errorReporting: {
      dsn: text(env, 'VITE_ERROR_REPORTING_DSN'),
      environment: text(env, 'VITE_ERROR_REPORTING_ENVIRONMENT'),
    },
    chat: { scriptUrl: text(env, 'VITE_CHAT_SCRIPT_URL'), accountId: text(env, 'VITE_CHAT_ID') },
    reviewBadgeUrl: text(env, 'VITE_REVIEW_BADGE_URL'),
    network: {
      timeoutMs: millis(text(env, 'VITE_REQUEST_TIMEOUT_MS'), MAX_TIMEOUT_MS),
      readTimeoutMs: millis(text(env, 'VITE_READ_TIMEOUT_MS'), DEFAULT_READ_TIMEOUT_MS),
    },
    shop: { name: shopValue(env, 'name'), phone: shopValue(env, 'phone'), email: shopValue(env, 'email') },
  };
  const required: [string, string][] =
    adapters === 'http'
      ? [
          ['apiUrl', config.apiUrl],
          ['fastApi', config.fastApiUrl],
          ['token', config.shopToken],
          ['paymentSessionId', config.payment.sessionId],
          ['postageTaxRuleTitle', config.payment.postageTaxRuleTitle],
          ['cardSessionMarker', config.payment.cardSessionMarker],
        ]
      : [];
  required.push(['language', config.language], ['locale', config.locale]);
  if (text(env, 'VITE_LANGUAGE') && !isLanguage(language)) required.push(['language', '']);
  return { config, missing: required.filter(([, value]) => !value).map(([name]) => name) };
}
