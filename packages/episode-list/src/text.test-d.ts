import type { UiLocale } from '@cw/ui';
import { describe, expectTypeOf, it } from 'vitest';
import { STORE_CHOOSER_TEXTS, type StoreChooserText } from './text';

// Checked by `tsc`: a language left out, or a string left out of one, does not compile.
describe('STORE_CHOOSER_TEXTS', () => {
  it('has every string in every interface language', () => {
    expectTypeOf(STORE_CHOOSER_TEXTS).toEqualTypeOf<
      Readonly<Record<UiLocale, Readonly<StoreChooserText>>>
    >();
    const { en, 'zh-Hant-TW': zh } = STORE_CHOOSER_TEXTS;
    // @ts-expect-error Traditional Chinese is missing.
    const withoutChinese: Record<UiLocale, StoreChooserText> = { ja: en, en };
    // @ts-expect-error The close button's name is missing.
    const withoutClose: StoreChooserText = {
      storeButton: zh.storeButton,
      modalTitle: zh.modalTitle,
    };
    expectTypeOf(withoutChinese).toBeObject();
    expectTypeOf(withoutClose).toBeObject();
  });
});
