const PLAUSIBLE_EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[a-z]{2,}$/i;

/** Whether an address looks like one: no spaces, brackets or quotes, a domain with a TLD (forms, mailto: links). */
export const isPlausibleEmail = (value: string): boolean => PLAUSIBLE_EMAIL.test(value);
