import { screen, within } from '@testing-library/react';

/** The field of that label, within `container` (the whole page unless given). */
export const fieldLabelled = (label: string, container?: HTMLElement): HTMLInputElement | HTMLSelectElement =>
  (container ? within(container) : screen).getByLabelText(label);

/** The problem shown under the field of that label ('' when there is none): the text its input is described by. */
export function problemOf(label: string, container?: HTMLElement): string {
  const input = fieldLabelled(label, container);
  const id = input.getAttribute('aria-describedby');
  return (id === null ? '' : (document.getElementById(id)?.textContent ?? '')).trim();
}
