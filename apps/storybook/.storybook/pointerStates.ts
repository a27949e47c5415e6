/**
 * Hover and pressed, at rest. A designer reviews a component's pointer states without moving a
 * pointer, and the visual check pictures them; but the browser alone decides `:hover` and
 * `:active` (a play function's pointer events are synthetic and do not set them). A story with
 * `parameters: { pointerState: 'hover' }` (or `'pressed'`) is drawn inside an element that the
 * page's own rules for those pseudo-classes also match: every rule styling `:hover` gets a twin
 * for `[data-story-pointer] X`, with the same declarations and the same specificity (one
 * attribute for one pseudo-class), inside the same `@media` or `@supports`.
 *
 * storybook-addon-pseudo-states does this for every state, but rewrites every rule of the page
 * as it loads: with it, `:not(:focus)` no longer held and the app's skip link showed in every
 * story. This touches no rule of the page; it only adds twins while such a story is shown.
 */

/** The pseudo-classes each state stands for: a pressed control is also under the pointer. */
const POINTER_STATES = { hover: [':hover'], pressed: [':hover', ':active'] } as const;

export type PointerState = keyof typeof POINTER_STATES;

export const POINTER_STATE_ATTRIBUTE = 'data-story-pointer';

export const isPointerState = (value: unknown): value is PointerState =>
  typeof value === 'string' && Object.hasOwn(POINTER_STATES, value);

/** A selector list split at its own commas (those inside `:is(…)` or `[…]` stay). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

function twinRules(rules: CSSRuleList, pseudos: readonly string[]): string[] {
  const twins: string[] = [];
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const selectors = splitSelectorList(rule.selectorText)
        .filter((selector) => pseudos.some((pseudo) => selector.includes(pseudo)))
        .map(
          (selector) =>
            `[${POINTER_STATE_ATTRIBUTE}] ${pseudos.reduce((text, pseudo) => text.replaceAll(pseudo, ''), selector)}`,
        );
      if (selectors.length > 0) twins.push(`${selectors.join(', ')} { ${rule.style.cssText} }`);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      const inner = twinRules(rule.cssRules, pseudos);
      const at = rule instanceof CSSMediaRule ? '@media' : '@supports';
      if (inner.length > 0) twins.push(`${at} ${rule.conditionText} { ${inner.join('\n')} }`);
    }
  }
  return twins;
}

/**
 * A style element of the twins of the document's rules for `state`, to add to the page while
 * the story is shown.
 */
export function pointerStateStyle(state: PointerState): HTMLStyleElement {
  const twins = [...document.styleSheets].flatMap((sheet) => {
    try {
      return twinRules(sheet.cssRules, POINTER_STATES[state]);
    } catch {
      return []; // another origin's sheet: none of the components'
    }
  });
  const style = document.createElement('style');
  style.dataset.pointerTwins = state;
  style.textContent = twins.join('\n');
  return style;
}
