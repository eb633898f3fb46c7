import type { DcaRound } from '@tb/contracts';
import { Link, useArea } from '@tb/router';
import { Table, type Column } from '@tb/ui';
import { useDcaT, type DcaTranslations } from '../i18n';
import type { TranslationKey } from '@tb/i18n';
import type { Formats } from './format';

/** The name of a round: "Buy #3", "Take-profit sell", "Closing sell". */
export function useRoundName(): (round: Pick<DcaRound, 'round_type' | 'round_no'>) => string {
  const t = useDcaT();
  return (round) => {
    const key: TranslationKey<DcaTranslations> =
      round.round_type === 'DCA_ROUND_TYPE_TAKE_PROFIT' ? 'rounds.takeProfit' : round.round_type === 'DCA_ROUND_TYPE_CLOSE' ? 'rounds.close' : 'rounds.buy';
    return t(key, { n: round.round_no });
  };
}

export interface RoundsTableProps {
  botId: string;
  rounds: readonly DcaRound[];
  quoteCoin: string;
  formats: Formats;
  /** Virtualise the body (the full history); the detail page's short list does not need it. */
  virtual?: boolean;
  label?: string;
}

/** Rounds: name (a link to the round's orders) and time, orders filled/skipped, amount and fee. */
export function RoundsTable({ botId, rounds, quoteCoin, formats, virtual, label }: RoundsTableProps) {
  const t = useDcaT();
  const area = useArea();
  const roundName = useRoundName();
  // Three columns so the table fits a 390 px phone: the round with its time, the orders, the amount with its fee.
  const columns: Column<DcaRound>[] = [
    {
      key: 'round',
      header: t('rounds.round'),
      rowHeader: true,
      cell: (round) => {
        const name = roundName(round);
        return (
          <span className="dca-cell-stack">
            <Link to={area.path('orders', botId, 'history', round.round_id)} aria-label={t('rounds.view', { round: name })}>
              {name}
            </Link>
            <span className="dca-muted dca-small">{formats.dateTime(round.time)}</span>
          </span>
        );
      },
    },
    {
      key: 'orders',
      header: t('rounds.orders'),
      cell: (round) =>
        round.skipped_num > 0 ? t('rounds.filledSkipped', { filled: round.filled_num, skipped: round.skipped_num }) : t('rounds.filled', { filled: round.filled_num }),
    },
    {
      key: 'amount',
      header: t('rounds.amount'),
      align: 'end',
      cell: (round) => (
        <span className="dca-cell-stack">
          <span>{formats.amount(round.quote_amount, quoteCoin)}</span>
          <span className="dca-muted dca-small">
            {t('rounds.fee')} {formats.amount(round.fee, quoteCoin)}
          </span>
        </span>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.round_id}
      label={label ?? t('rounds.label')}
      empty={t('rounds.empty')}
      virtual={virtual && rounds.length > 12 ? { rowHeight: 62, height: 620 } : undefined}
    />
  );
}
