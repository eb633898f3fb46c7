import type { BotNotice } from '@tb/contracts';
import { BASE_PATH } from '@tb/util-env';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { formatPercent } from '@tb/util-format';
import './strings';

/** The words of a notice: its kind's title and its sentence with the notice's figures. */
export function noticeWords(t: (key: string, params?: Record<string, string>) => string, n: BotNotice, locale: string): { title: string; text: string } {
  const d = n.detail;
  const params: Record<string, string> = {
    mark: d.mark_price ?? '',
    liq: d.liq_price ?? '',
    distance: d.distance ? formatPercent(d.distance, { locale }) : '',
    price: d.price ?? '',
    round: d.round ?? '',
    add: d.add ?? '',
    no: d.no ?? '',
    code: d.close_code ?? '',
  };
  const textKinds = ['liq_warning', 'liquidated', 'adds_paused', 'adds_resumed', 'round_completed', 'add_placed', 'rebalanced', 'closed', 'leader_stopped'];
  const text = textKinds.includes(n.kind) ? t(`notices.text.${n.kind}`, params) : '';
  return { title: `${t(`notices.kind.${n.kind}`)} · ${n.symbol}`, text };
}

/** The page of the bot a notice is about (its kind's area, detail route). */
export function noticeHref(n: BotNotice, locale: string): string {
  const kind = BOT_KINDS.find((k) => k.listType === n.bot_type);
  return kind ? `${BASE_PATH}/${locale}/${kind.area}/detail/${n.bot_id}/` : `${BASE_PATH}/${locale}/`;
}
