import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Optional count badge ("Running 3"). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  items: ReadonlyArray<TabItem<K>>;
  value: K;
  onChange: (key: K) => void;
  /** Names the tab list for assistive tech. */
  label: string;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA pattern, automatic activation): arrow keys move between tabs
 * in reading order (reversed in right-to-left pages), Home/End jump, only the
 * selected tab is in the tab sequence, the panel is labelled by its tab.
 */
export function Tabs<K extends string>({ items, value, onChange, label, children }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((item) => item.key === value);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % enabled.length;
    else if (event.key === backward) next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = enabled[next].key;
    onChange(key);
    document.getElementById(tabId(key))?.focus();
  };

  return (
    <div className="tb-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="tb-tabs__list">
        {items.map((item) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              className="tb-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
              {item.count !== undefined ? <span className="tb-tabs__count">{item.count}</span> : null}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="tb-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
