const PLAUSIBLE_EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[a-z]{2,}$/i;

/** Whether a server-sent address is safe to put into a mailto: link (no spaces, brackets or quotes). */
export const isPlausibleEmail = (value: string): boolean => PLAUSIBLE_EMAIL.test(value);
