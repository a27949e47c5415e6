'use client';

import { clsx } from 'clsx';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';

/** One tab: its value, its label, an optional badge after the label, and its panel. */
export type TabItem<T extends string = string> = {
  value: T;
  label: ReactNode;
  /** Shown after the label inside the tab, so it is part of the tab's accessible name. */
  badge?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps<T extends string = string> = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'onChange'
> & {
  items: readonly TabItem<T>[];
  /** Controlled selection (e.g. read from the URL); leave undefined for internal state. */
  value?: T;
  /** Initial selection when uncontrolled; the first enabled tab when omitted. */
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  /** Accessible name of the tab list when no visible heading names it. */
  listLabel?: string;
  /** Id of a visible element naming the tab list; preferred over `listLabel`. */
  listLabelledBy?: string;
  /**
   * `automatic`: arrow keys select as they move (cheap panels). `manual`: arrows only move
   * focus and Enter/Space selects (panels that fetch or navigate).
   */
  activation?: 'automatic' | 'manual';
  /** Keep unselected panels' content mounted (hidden) instead of rendering it on selection. */
  keepMounted?: boolean;
};

/**
 * An accessible tab list with its panels (WAI-ARIA APG "Tabs"): roles `tablist`, `tab` and
 * `tabpanel`, `aria-selected`, one tab in the Tab order (roving `tabindex`), Left/Right
 * arrows wrapping, Home/End, disabled tabs skipped. Controlled with `value` +
 * `onValueChange` or uncontrolled with `defaultValue`.
 *
 * @example
 * <Tabs
 *   listLabel="一覧の種類"
 *   value={tab}
 *   onValueChange={setTab}
 *   items={[
 *     { value: 'a', label: '話', badge: <Badge variant="accent">無料</Badge>, content: <List /> },
 *     { value: 'b', label: 'コミックス', content: <Volumes /> },
 *   ]}
 * />
 */
export function Tabs<T extends string>({
  items,
  value,
  defaultValue,
  onValueChange,
  listLabel,
  listLabelledBy,
  activation = 'automatic',
  keepMounted = false,
  className,
  ...props
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [ownValue, setOwnValue] = useState<T | undefined>(defaultValue ?? firstEnabled);

  const wanted = value ?? ownValue;
  // A value matching no enabled tab would leave no tab in the Tab order; fall back.
  const selected = items.some((item) => item.value === wanted && !item.disabled)
    ? wanted
    : firstEnabled;

  const select = (next: T) => {
    if (next === selected) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.flatMap((item, i) => (item.disabled ? [] : [i]));
    const position = enabled.indexOf(index);
    if (position === -1 || enabled.length === 0) return;
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(position + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(position - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target === undefined) return;
    tabRefs.current[target]?.focus();
    const item = items[target];
    if (activation === 'automatic' && item) select(item.value);
  };

  return (
    <div data-slot="tabs" className={clsx('cw-ui-tabs', className)} {...props}>
      <div
        role="tablist"
        data-slot="tabs-list"
        aria-orientation="horizontal"
        aria-label={listLabelledBy ? undefined : listLabel}
        aria-labelledby={listLabelledBy}
        className="cw-ui-tabs__list"
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              data-slot="tabs-tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              data-state={isSelected ? 'active' : 'inactive'}
              className="cw-ui-tabs__tab"
              onClick={() => select(item.value)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              <span className="cw-ui-tabs__label">{item.label}</span>
              {item.badge ? <span className="cw-ui-tabs__badge">{item.badge}</span> : null}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            data-slot="tabs-panel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={!isSelected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: APG: tab panels take focus
            tabIndex={0}
            data-state={isSelected ? 'active' : 'inactive'}
            className="cw-ui-tabs__panel"
          >
            {isSelected || keepMounted ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
