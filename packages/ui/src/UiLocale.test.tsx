import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiLocaleProvider, useUiLocale } from './UiLocale';

function Shown() {
  return <p>{useUiLocale()}</p>;
}

describe('useUiLocale', () => {
  it('is Japanese without a provider, and the nearest provider’s locale inside one', () => {
    render(
      <>
        <Shown />
        <UiLocaleProvider locale="en">
          <Shown />
          <UiLocaleProvider locale="zh-Hant-TW">
            <Shown />
          </UiLocaleProvider>
        </UiLocaleProvider>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'ja',
      'en',
      'zh-Hant-TW',
    ]);
  });
});
