import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourTokens, contrastRatio, over } from '../../support/contrast';

const SRC = join(import.meta.dirname, '../../../src');
const tokens = colourTokens();
const token = (name: string) => {
  const colour = tokens[name];
  if (!colour) throw new Error(`no token --${name} in tokens.css`);
  return colour;
};

/** The declarations of the rule of `file` whose selector (or one of its selectors) is `selector`. */
function ruleBody(file: string, selector: string): string {
  const css = readFileSync(join(SRC, file), 'utf8');
  const at = css.indexOf(`${selector}`);
  if (at < 0) throw new Error(`${file} has no rule ${selector}`);
  return css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
}

/** Text needs 4.5:1 (WCAG 1.4.3 AA); a control's edge or a focus ring 3:1 (1.4.11). */
const TEXT = 4.5;
const EDGE = 3;

/** [state, stylesheet, selector, foreground token, background token, minimum ratio, the tokens the rule itself sets]. */
const STATE_PAIRS: [string, string, string, string, string, number, string[]][] = [
  [
    'hover: primary button',
    'shared/components/button.module.css',
    '.primary:hover',
    'color-accent-contrast',
    'color-accent-hover',
    TEXT,
    ['color-accent-hover'],
  ],
  [
    'hover: icon button',
    'shared/components/icon-button.module.css',
    '.iconButton:hover',
    'color-accent',
    'color-surface-muted',
    TEXT,
    ['color-surface-muted', 'color-accent'],
  ],
  [
    'hover: account menu link',
    'features/shell/header/account-dropdown.module.css',
    '.menu a:hover',
    'color-accent',
    'color-surface-muted',
    TEXT,
    ['color-surface-muted', 'color-accent'],
  ],
  [
    'hover: menu link on the page',
    'features/shell/header/main-nav.module.css',
    '.topLink:hover',
    'color-accent',
    'color-bg',
    TEXT,
    ['color-accent'],
  ],
  [
    'hover: menu link in a panel',
    'features/shell/header/full-menu.module.css',
    '.link:hover',
    'color-accent',
    'color-surface',
    TEXT,
    ['color-accent'],
  ],
  [
    'hover: language link',
    'features/shell/header/language-switcher.module.css',
    '.language:hover',
    'color-text',
    'color-bg',
    TEXT,
    ['color-text'],
  ],
  [
    'hover: remove a cart line',
    'features/cart/cart-line.module.css',
    '.remove:hover',
    'color-error',
    'color-surface',
    TEXT,
    ['color-error'],
  ],
  [
    'hover: social link',
    'shared/components/social-links.module.css',
    '.link:hover',
    'color-accent-contrast',
    'color-accent',
    TEXT,
    ['color-accent', 'color-accent-contrast'],
  ],
  [
    'disabled: button',
    'shared/components/button.module.css',
    '.button:disabled',
    'color-disabled-text',
    'color-disabled-bg',
    TEXT,
    ['color-disabled-bg', 'color-disabled-text'],
  ],
  [
    'disabled: country choice',
    'features/shell/header/country-dropdown.module.css',
    '.trigger:disabled',
    'color-disabled-text',
    'color-bg',
    TEXT,
    ['color-disabled-text'],
  ],
  [
    'disabled: quantity step',
    'features/catalog/quantity-stepper.module.css',
    '.button:disabled',
    'color-text-muted',
    'color-surface',
    TEXT,
    ['color-text-muted'],
  ],
  [
    'error: error state',
    'shared/components/error-state.module.css',
    '.error',
    'color-error',
    'color-error-bg',
    TEXT,
    ['color-error-bg', 'color-error'],
  ],
  [
    'error: toast',
    'shared/components/toast-viewport.module.css',
    '.error',
    'color-text',
    'color-error-bg',
    TEXT,
    ['color-error-bg'],
  ],
  [
    'error: field message',
    'shared/components/text-field.module.css',
    '.problem',
    'color-error',
    'color-surface',
    TEXT,
    ['color-error'],
  ],
  [
    'error: field message on the page',
    'shared/components/text-field.module.css',
    '.problem',
    'color-error',
    'color-bg',
    TEXT,
    ['color-error'],
  ],
  [
    'error: invalid field edge',
    'shared/components/text-field.module.css',
    ".input[aria-invalid='true']",
    'color-error',
    'color-surface',
    EDGE,
    ['color-error'],
  ],
  [
    'error: coupon message',
    'features/cart/coupon-form.module.css',
    '.error',
    'color-error',
    'color-surface',
    TEXT,
    ['color-error'],
  ],
  ['focus: ring on the page', 'shared/styles/tokens.css', ':focus-visible', 'color-focus', 'color-bg', EDGE, ['color-focus']],
  ['focus: ring on a panel', 'shared/styles/tokens.css', ':focus-visible', 'color-focus', 'color-surface', EDGE, ['color-focus']],
];

const CASES = STATE_PAIRS.map(([state, file, selector, fg, bg, min, sets]) => ({ state, file, selector, fg, bg, min, sets }));

describe('colour contrast in every state (WCAG AA)', () => {
  it.each(CASES)('$state: $file $selector uses the tokens named', ({ file, selector, sets }) => {
    const body = ruleBody(file, selector);
    expect(sets.filter((name) => !body.includes(`var(--${name})`))).toEqual([]);
    expect(body, 'opacity hides a state from this check: use the state tokens').not.toMatch(/opacity:\s*0?\.\d/);
  });

  it.each(CASES)('$state: --$fg on --$bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(token(fg), token(bg))).toBeGreaterThanOrEqual(min);
  });

  it('keeps the busy add-to-cart button and a pressed filter count readable', () => {
    expect(ruleBody('features/cart/add-to-cart-button.module.css', ".button[aria-disabled='true']")).not.toMatch(/opacity/);
    const pressed = token('color-accent');
    expect(contrastRatio(over(token('color-accent-contrast'), pressed, 0.8), pressed)).toBeGreaterThanOrEqual(TEXT);
  });
});
