import { buildStore } from '@cw/fixtures';
import { type UiLocale, UiLocaleProvider } from '@cw/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreButton } from './StoreButton';
import { StoreModal } from './StoreModal';

afterEach(cleanup);

// Hiragana, katakana (with ー and ・) and half-width katakana: Japanese left in the chooser.
const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;

// Latin titles and store names, so any kana in the chooser is its own text.
const SUBJECT = 'The Bakery Witch 3';
const STORES = [buildStore('amazon'), buildStore('book_walker'), buildStore('honto')];

/** Everything the chooser shows or reads out, without the subject passed in. */
function chooserText(element: Element, subjectName: string): string {
  const labels = [element, ...element.querySelectorAll('*')].flatMap((node) =>
    ['aria-label', 'alt', 'title']
      .map((attribute) => node.getAttribute(attribute))
      .filter((value) => value !== null),
  );
  return [element.textContent ?? '', ...labels].join('\n').replaceAll(subjectName, '');
}

function inLocale(locale: UiLocale, children: ReactNode) {
  return render(<UiLocaleProvider locale={locale}>{children}</UiLocaleProvider>);
}

const LOCALES = [
  { locale: 'en', button: 'Buy in store', title: 'Choose a store', close: 'Close' },
  { locale: 'zh-Hant-TW', button: '前往商店購買', title: '選擇商店', close: '關閉' },
] as const;

describe.each(LOCALES)('the store chooser in $locale', ({ locale, button, title, close }) => {
  it('names the button, the dialog and its close button in the language, with no kana', async () => {
    const user = userEvent.setup();
    inLocale(locale, <StoreButton stores={STORES} subjectName={SUBJECT} />);
    const opener = screen.getByRole('button', { name: button });
    expect(opener.textContent).toBe(button);
    expect(chooserText(opener, SUBJECT)).not.toMatch(KANA);

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: title, description: SUBJECT });
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: close })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-store')),
    ).toEqual(['book_walker', 'amazon', 'honto']);
    expect(chooserText(dialog, SUBJECT)).not.toMatch(KANA);
    expect(chooserText(dialog, SUBJECT)).toContain(title);

    await user.click(within(dialog).getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the content a caller gives the button', () => {
    inLocale(
      locale,
      <StoreButton stores={STORES} subjectName={SUBJECT}>
        Episode 3
      </StoreButton>,
    );
    expect(screen.getByRole('button', { name: 'Episode 3' })).toBeTruthy();
    expect(screen.queryByText(button)).toBeNull();
  });

  it('titles the modal the viewer opens on its own (store-only episode)', () => {
    const subjectName = 'The Bakery Witch Episode 4';
    inLocale(
      locale,
      <StoreModal open onOpenChange={() => {}} stores={STORES} subjectName={subjectName} />,
    );
    const dialog = screen.getByRole('dialog', { name: title, description: subjectName });
    expect(within(dialog).getByRole('button', { name: close })).toBeTruthy();
    expect(chooserText(dialog, subjectName)).not.toMatch(KANA);
  });
});

describe('the store chooser in Japanese', () => {
  it.each([
    ['without a provider', (children: ReactNode) => render(children)],
    ['under locale="ja"', (children: ReactNode) => inLocale('ja', children)],
  ])('is the spec text %s', async (_, renderIn) => {
    const user = userEvent.setup();
    renderIn(<StoreButton stores={STORES} subjectName={SUBJECT} />);
    await user.click(screen.getByRole('button', { name: 'ストアで購入' }));
    const dialog = await screen.findByRole('dialog', { name: 'ストアを選択' });
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toBeTruthy();
  });
});
