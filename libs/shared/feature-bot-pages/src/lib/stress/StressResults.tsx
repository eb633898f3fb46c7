import { Table, type Column } from '@tb/ui';
import { formatDateTime, formatPercent, formatSignedPercent } from '@tb/util-format';
import { enStress } from '../locales/en-stress';
import { botPageStrings } from '../strings';
import type { StressRow } from './stress-run';

/**
 * The stress test's results per window (StressTest's table): its own module,
 * loaded with the run's engines, so a create page's first screen carries
 * neither the table nor its columns (issue 30, the remotes' first-route size).
 */
export default function StressResults({ rows, leveraged, refusedAny, locale }: { rows: readonly StressRow[]; leveraged: boolean; refusedAny: boolean; locale: string }) {
  const t = botPageStrings.useT(enStress);
  const pct = (x: number) => formatPercent(String(x), { locale });
  const date = (ms: number) => formatDateTime(ms, { locale, style: 'date' });
  const windowColumn: Column<StressRow> = {
    key: 'window',
    header: t('stress.window'),
    cell: (r) => t(r.window.direction === 'fall' ? 'stress.fall' : 'stress.rise', { change: formatSignedPercent(r.window.change, { locale }), from: date(r.window.from), to: date(r.window.to) }),
  };
  const outcomeColumn: Column<StressRow> = { key: 'outcome', header: t('stress.outcome'), cell: (r) => (r.outcome.refused ? r.outcome.refused : r.outcome.liquidated ? t('stress.liquidated') : t('stress.survived')) };
  const refusedColumn: Column<StressRow> = { key: 'outcome', header: t('stress.outcome'), cell: (r) => r.outcome.refused ?? '' };
  const figures: Column<StressRow>[] = [
    { key: 'drawdown', header: t('stress.drawdown'), cell: (r) => pct(r.outcome.maxDrawdown) },
    { key: 'return', header: t('stress.return'), cell: (r) => formatSignedPercent(String(r.outcome.returnFraction), { locale }) },
  ];
  const ratioColumn: Column<StressRow> = {
    key: 'ratio',
    header: t('stress.marginRatio'),
    cell: (r) => (r.outcome.worstMarginRatio === null ? t('stress.notOpened') : r.outcome.worstMarginRatio === '' ? t('stress.liquidated') : formatPercent(r.outcome.worstMarginRatio, { locale })),
  };
  const columns: Column<StressRow>[] = leveraged ? [windowColumn, outcomeColumn, ...figures, ratioColumn] : [windowColumn, ...(refusedAny ? [refusedColumn] : []), ...figures];
  return <Table<StressRow> label={t('stress.tableLabel')} columns={columns} rows={rows} rowKey={(r) => `${r.window.direction}-${r.window.start}`} className="tb-bp-cards" />;
}
