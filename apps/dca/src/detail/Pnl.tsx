import { ProfitPill, type ProfitPillProps } from '@tb/ui';

/**
 * The design system's profit pill, inside a `dca-pnl` wrapper whose styles
 * (create/create.css) lift the loss colour to 4.5:1 contrast on the dark theme.
 */
export function Pnl(props: ProfitPillProps) {
  return (
    <span className="dca-pnl">
      <ProfitPill {...props} />
    </span>
  );
}
