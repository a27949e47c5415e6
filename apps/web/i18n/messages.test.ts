import { incompleteLocaleTexts, KANA, textStrings } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import tw from '@/messages/zh-Hant-TW.json';
import { GROUPS } from './groups';

const CATALOGUES = { ja, en, 'zh-Hant-TW': tw };

describe('the language groups’ message catalogues', () => {
  it('hold every message of the Japanese one, none empty', () => {
    const locales = Object.values(GROUPS).map((group) => group.locale);
    expect(incompleteLocaleTexts({ messages: CATALOGUES }, locales)).toEqual([]);
  });

  it('leave no Japanese in the English and Chinese interface but the Japanese site’s name', () => {
    for (const catalogue of [en, tw]) {
      const japanese = textStrings(catalogue).filter(([, text]) => KANA.test(text));
      // The link to the Japanese site is named in Japanese, marked `lang="ja"`.
      expect(japanese).toEqual([['frame.japaneseSite', '日本語サイト']]);
    }
  });
});
