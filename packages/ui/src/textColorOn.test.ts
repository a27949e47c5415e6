import { describe, expect, it } from 'vitest';
import { hslLightness, isHexColor, TEXT_LIGHTNESS_THRESHOLD, textColorOn } from './textColorOn';

describe('hslLightness', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.5],
    ['#808080', 128 / 255],
    ['#E60012', 115 / 255],
  ])('%s has lightness %f', (hex, lightness) => {
    expect(hslLightness(hex)).toBeCloseTo(lightness, 10);
  });

  it('is (max + min) / 2 of the channels, not a luminance weighting', () => {
    // Pure green and pure blue share HSL lightness 0.5 though green looks far brighter.
    expect(hslLightness('#00ff00')).toBe(0.5);
    expect(hslLightness('#0000ff')).toBe(0.5);
  });

  it('reads #rgb, missing #, any case and surrounding spaces', () => {
    expect(hslLightness('#fff')).toBe(1);
    expect(hslLightness('abc')).toBe(hslLightness('#aabbcc'));
    expect(hslLightness(' #AbCdEf ')).toBe(hslLightness('#abcdef'));
  });

  it.each(['', '#', '#ff', '#ffff', '#fffffff', '#gggggg', 'red', 'rgb(0,0,0)', '#ffffff80'])(
    'rejects %j with a TypeError',
    (value) => {
      expect(() => hslLightness(value)).toThrow(TypeError);
    },
  );
});

describe('textColorOn', () => {
  it('uses the spec threshold 0.67', () => {
    expect(TEXT_LIGHTNESS_THRESHOLD).toBe(0.67);
  });

  it.each([
    ['#ffffff', 'dark'],
    ['#000000', 'light'],
    ['#E60012', 'light'],
    ['#FFF3B0', 'dark'],
    ['#ffff00', 'light'],
    ['#00ff00', 'light'],
  ] as const)('on %s the text is %s', (background, tone) => {
    expect(textColorOn(background)).toBe(tone);
  });

  // With 8-bit channels lightness moves in steps of 1/510 around 0.67 (= 341.7/510).
  it.each([
    ['#aaaaaa', 340 / 510, 'light'],
    ['#abaaaa', 341 / 510, 'light'],
    ['#ababab', 342 / 510, 'dark'],
    ['#ff5757', 342 / 510, 'dark'],
    ['#ff5656', 341 / 510, 'light'],
  ] as const)('at the boundary %s (L = %f) takes %s text', (background, lightness, tone) => {
    expect(hslLightness(background)).toBeCloseTo(lightness, 12);
    expect(textColorOn(background)).toBe(tone);
  });

  it('throws for a non-hex colour', () => {
    expect(() => textColorOn('transparent')).toThrow(TypeError);
  });
});

describe('isHexColor', () => {
  it.each(['#fff', 'FFF', '#a1b2c3', ' #A1B2C3 '])('accepts %j', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['', 'blue', '#12345', '#ffffff00'])('rejects %j', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});
