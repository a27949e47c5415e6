/**
 * The A/B test the site runs when its flag is on (`AB_TEST_FEATURE=home-order`): the order of
 * the home page's sections. `control` keeps the ranking right after the weekday updates;
 * `new-serials-first` puts the new serials there, the ranking after them.
 */
export const HOME_ORDER_EXPERIMENT = 'home-order';

/** The variants of {@link HOME_ORDER_EXPERIMENT}, the control first. */
export const HOME_ORDER_VARIANTS = ['control', 'new-serials-first'] as const;
export type HomeOrderVariant = (typeof HOME_ORDER_VARIANTS)[number];

// FNV-1a, 32 bits: stable across processes and machines, so a reader keeps their variant.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The `feature` of `GET /api/account/test_pattern` for a reader: `{experiment}.{variant}`, the
 * variant picked by a hash of the experiment and the reader's id, so each reader always gets
 * the same one and readers split evenly. The home-order experiment has its named variants;
 * any other experiment `a` and `b`.
 *
 * @example
 * testPatternFeature('home-order', 'user-42'); //=> 'home-order.control' or 'home-order.new-serials-first'
 */
export function testPatternFeature(experiment: string, readerId: string): string {
  const variants: readonly string[] =
    experiment === HOME_ORDER_EXPERIMENT ? HOME_ORDER_VARIANTS : ['a', 'b'];
  return `${experiment}.${variants[fnv1a(`${experiment}:${readerId}`) % variants.length]}`;
}

/**
 * The home-order variant a `feature` selects: `control` for no test, another experiment or an
 * unknown variant.
 *
 * @example
 * homeOrderVariant('home-order.new-serials-first'); //=> 'new-serials-first'
 * homeOrderVariant(null); //=> 'control'
 */
export function homeOrderVariant(feature: string | null | undefined): HomeOrderVariant {
  const prefix = `${HOME_ORDER_EXPERIMENT}.`;
  const variant = feature?.startsWith(prefix) ? feature.slice(prefix.length) : null;
  return HOME_ORDER_VARIANTS.find((known) => known === variant) ?? 'control';
}
