import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from './buttonClassName';

describe('buttonClassName', () => {
  it('defaults to a medium primary button', () => {
    expect(buttonClassName()).toBe('cw-ui-button cw-ui-button--primary cw-ui-button--md');
  });

  it.each(BUTTON_VARIANTS)('has a class for the %s variant', (variant) => {
    expect(buttonClassName({ variant })).toContain(`cw-ui-button--${variant}`);
  });

  it.each(BUTTON_SIZES)('has a class for the %s size', (size) => {
    expect(buttonClassName({ size })).toContain(`cw-ui-button--${size}`);
  });

  it('puts the caller className last', () => {
    expect(buttonClassName({ fullWidth: true, className: 'mine' })).toBe(
      'cw-ui-button cw-ui-button--primary cw-ui-button--md cw-ui-button--full mine',
    );
  });
});
