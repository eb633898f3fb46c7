import type { ReactNode } from 'react';
import { Link, useArea } from '@tb/router';
import { Tabs } from '@tb/ui';

/** A bot's two order lists: the resting orders and the history of fills. */
export type OrdersList = 'open' | 'history';

export interface OrdersSubnavProps {
  readonly botId: string;
  /** The list this page shows (marked as the current page). */
  readonly current: OrdersList;
  /** Names the navigation. */
  readonly label: string;
  readonly openLabel: string;
  readonly historyLabel: string;
  /** The kind's look of the row of links. */
  readonly className: string;
}

/** The links between a bot's open-orders and order-history pages of the kind's area, the current one marked. */
export function OrdersSubnav({ botId, current, label, openLabel, historyLabel, className }: OrdersSubnavProps) {
  const area = useArea();
  const link = (list: OrdersList, text: string) => (
    <Link to={area.path('orders', botId, list)} aria-current={current === list ? 'page' : undefined}>
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className={className}>
      {link('open', openLabel)}
      {link('history', historyLabel)}
    </nav>
  );
}

export interface OrdersTabsProps {
  /** Names the tab list. */
  readonly label: string;
  readonly value: OrdersList;
  readonly onChange: (list: OrdersList) => void;
  readonly openLabel: string;
  readonly historyLabel: string;
  /** The chosen list's table. */
  readonly children: ReactNode;
}

/** A bot detail's orders card: open orders and history as two tabs over the chosen list's table. */
export function OrdersTabs({ label, value, onChange, openLabel, historyLabel, children }: OrdersTabsProps) {
  return (
    <Tabs<OrdersList>
      label={label}
      value={value}
      onChange={onChange}
      items={[
        { key: 'open', label: openLabel },
        { key: 'history', label: historyLabel },
      ]}
    >
      {children}
    </Tabs>
  );
}
