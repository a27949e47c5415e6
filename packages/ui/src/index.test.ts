import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

// Through the entry the app and the packages import: a component renders, the helpers work.
describe('@cw/ui', () => {
  it('renders a component from the entry', () => {
    render(createElement(ui.Button, { type: 'button' }, `${ui.formatCount(1234567)}件`));
    expect(screen.getByRole('button', { name: '1,234,567件' })).toBeTruthy();
  });

  it('picks readable text for a background colour', () => {
    expect(ui.textColorOn('#FFF3B0')).toBe('dark');
    expect(ui.textColorOn('#E60012')).toBe('light');
  });
});
