import type { DcaRound } from '@tb/contracts';
import { Link, useArea } from '@tb/router';
import { Table, type Column } from '@tb/ui';
import { useDcaT, type DcaTranslations } from '../i18n';
import type { TranslationKey } from '@tb/i18n';
import type { Formats } from '../lib/format';

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

/** Rounds: name (a link to the round's orders), time, orders filled/skipped, amount and fee. */
export function RoundsTable({ botId, rounds, quoteCoin, formats, virtual, label }: RoundsTableProps) {
  const t = useDcaT();
  const area = useArea();
  const roundName = useRoundName();
  const columns: Column<DcaRound>[] = [
    {
      key: 'round',
      header: t('rounds.round'),
      rowHeader: true,
      cell: (round) => {
        const name = roundName(round);
        return (
          <Link to={area.path('orders', botId, 'history', round.round_id)} aria-label={t('rounds.view', { round: name })}>
            {name}
          </Link>
        );
      },
    },
    { key: 'time', header: t('rounds.time'), cell: (round) => <span dir="ltr">{formats.dateTime(round.time)}</span> },
    {
      key: 'orders',
      header: t('rounds.orders'),
      cell: (round) =>
        round.skipped_num > 0 ? t('rounds.filledSkipped', { filled: round.filled_num, skipped: round.skipped_num }) : t('rounds.filled', { filled: round.filled_num }),
    },
    { key: 'amount', header: t('rounds.amount'), align: 'end', cell: (round) => <span dir="ltr">{formats.amount(round.quote_amount, quoteCoin)}</span> },
    { key: 'fee', header: t('rounds.fee'), align: 'end', cell: (round) => <span dir="ltr">{formats.amount(round.fee, quoteCoin)}</span> },
  ];
  return (
    <Table
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.round_id}
      label={label ?? t('rounds.label')}
      empty={t('rounds.empty')}
      virtual={virtual && rounds.length > 12 ? { rowHeight: 45, height: 540 } : undefined}
    />
  );
}
