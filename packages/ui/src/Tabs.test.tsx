import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs';

afterEach(cleanup);

type Key = 'one' | 'two' | 'three';

const items: TabItem<Key>[] = [
  { value: 'one', label: '一', content: <p>一の内容</p> },
  { value: 'two', label: '二', badge: <span>無料</span>, content: <p>二の内容</p> },
  { value: 'three', label: '三', content: <p>三の内容</p> },
];

function Owner() {
  const [value, setValue] = useState<Key>('one');
  return (
    <>
      <output>{value}</output>
      <Tabs items={items} listLabel="種類" value={value} onValueChange={setValue} />
    </>
  );
}

function tab(name: string | RegExp) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('renders a named tablist, tabs wired to panels, the first selected', () => {
    render(<Tabs items={items} listLabel="種類" />);
    const list = screen.getByRole('tablist', { name: '種類' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(tabs[0]?.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(panel.textContent).toBe('一の内容');
  });

  it('includes the badge in the tab name', () => {
    render(<Tabs items={items} listLabel="種類" />);
    expect(tab('二 無料')).toBeTruthy();
  });

  it('selects on click and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={items} listLabel="種類" onValueChange={onValueChange} />);
    await user.click(tab('三'));
    expect(tab('三').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('三の内容');
    expect(onValueChange).toHaveBeenCalledWith('three');
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} listLabel="種類" />);
    await user.tab();
    expect(document.activeElement).toBe(tab('一'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('二 無料'));
    expect(tab('二 無料').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('一'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('三'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('一'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('三'));
    expect(tab('三').getAttribute('aria-selected')).toBe('true');
  });

  it('leaves the tab list for the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} listLabel="種類" />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('in manual mode, arrows move focus only and Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} listLabel="種類" activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('二 無料'));
    expect(tab('一').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(tab('二 無料').getAttribute('aria-selected')).toBe('true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    const withDisabled = items.map((item) =>
      item.value === 'two' ? { ...item, disabled: true } : item,
    );
    render(<Tabs items={withDisabled} listLabel="種類" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('三'));
  });

  it('is controlled by value: selection follows the prop, not the click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs items={items} listLabel="種類" value="two" onValueChange={onValueChange} />,
    );
    expect(tab('二 無料').getAttribute('aria-selected')).toBe('true');
    await user.click(tab('三'));
    expect(onValueChange).toHaveBeenCalledWith('three');
    expect(tab('二 無料').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs items={items} listLabel="種類" value="three" onValueChange={onValueChange} />);
    expect(tab('三').getAttribute('aria-selected')).toBe('true');
  });

  it('works with state owned by the caller', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('status').textContent).toBe('three');
  });

  it('falls back to the first enabled tab for an unknown value', () => {
    render(<Tabs items={items} listLabel="種類" value={'nope' as Key} />);
    expect(tab('一').getAttribute('aria-selected')).toBe('true');
  });

  it('starts from defaultValue and renders only the selected panel content', () => {
    render(<Tabs items={items} listLabel="種類" defaultValue="two" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('二の内容');
    expect(screen.queryByText('一の内容')).toBeNull();
  });

  it('keeps hidden panels mounted with keepMounted', () => {
    render(<Tabs items={items} listLabel="種類" keepMounted />);
    expect(screen.getByText('三の内容').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
      true,
    );
  });

  it('prefers a visible label over listLabel', () => {
    render(
      <>
        <h2 id="heading">一覧</h2>
        <Tabs items={items} listLabel="種類" listLabelledBy="heading" />
      </>,
    );
    expect(screen.getByRole('tablist', { name: '一覧' })).toBeTruthy();
  });

  it('merges className on the root', () => {
    const { container } = render(<Tabs items={items} listLabel="種類" className="extra" />);
    const root = container.firstElementChild;
    expect(root?.className).toBe('cw-ui-tabs extra');
    expect(root?.getAttribute('data-slot')).toBe('tabs');
  });
});
