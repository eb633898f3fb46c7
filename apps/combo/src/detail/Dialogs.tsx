import { useFeatureFlag } from '@tb/data-access-session';
import { useState } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { ActionDialog, CloseActionDialog, type BotDetailDialogProps, fractionToPercent, percentToFraction, SettingsDialog, useBotAction, useRefusalMessage } from '@tb/feature-bot-pages';
import { FUTURES_FEES, settlementBalances, useFuturesCoinBalancesQuery } from '@tb/futures-feature';
import { ChoiceGroup, choicesOf, Field, NumberInput, Table, type Column } from '@tb/ui';
import { formatAmount, formatPercent, toBigNumber } from '@tb/util-format';
import { ADJUST_POSITION_INTERVAL_PRESETS, ADJUST_POSITION_MODES_OFFERED, adjustModeNeedsInterval, adjustModeNeedsPercent, adjustPositionMode, transferOperation, type AdjustPositionMode } from '@tb/util-enums';
import {
  useComboAdjustPositionMutation,
  useComboBotLimitQuery,
  useComboCloseMutation,
  useComboModifySettingMutation,
  useComboTransferDetailQuery,
  useComboTransferMutation,
  COMBO_COIN,
  type ComboDetail,
  type ComboModifyBody,
  type ComboTransferRow,
} from '../api/bot-endpoints';
import { useComboT } from './strings';
import { adjustModeOf, legSideOf, maxDrift, minus, percentText, plus, secondsText } from './view';

export type DialogKind = 'rebalance' | 'transfer' | 'modify' | 'close';

export type BotDialogProps = BotDetailDialogProps<DialogKind, ComboDetail>;

/** The detail page's dialogs, loaded when one opens. */
export default function BotDialog({ kind, detail, onClose, onClosed }: BotDialogProps) {
  if (kind === 'rebalance') return <RebalanceDialog detail={detail} onClose={onClose} />;
  if (kind === 'transfer') return <TransferDialog detail={detail} onClose={onClose} />;
  if (kind === 'modify') return <ModifyDialog detail={detail} onClose={onClose} />;
  return <CloseDialog detail={detail} onClose={onClose} onClosed={onClosed} />;
}

/**
 * Rebalance now (adjust-position `{ bot_id }`): before confirming, each leg's
 * current weight against its target and the largest drift, as the detail
 * says; the legs are traded back at market with the taker fee.
 */
function RebalanceDialog({ detail, onClose }: { detail: ComboDetail; onClose: () => void }) {
  const t = useComboT();
  const locale = t.language;
  const [adjust, state] = useComboAdjustPositionMutation();
  const action = useBotAction(() => adjust({ bot_id: detail.bot_id }), state, onClose);
  type Leg = ComboDetail['symbol_settings'][number];
  const columns: Array<Column<Leg>> = [
    { key: 'symbol', header: t('detail.symbol'), rowHeader: true, cell: (l) => <bdi dir="ltr">{l.symbol}</bdi> },
    { key: 'side', header: t('detail.side'), cell: (l) => t(legSideOf(l.side)) },
    { key: 'current', header: t('detail.current'), align: 'end', cell: (l) => <bdi dir="ltr">{percentText(l.current_position_percent, locale)}</bdi> },
    { key: 'target', header: t('detail.target'), align: 'end', cell: (l) => <bdi dir="ltr">{percentText(l.target_position_percent, locale)}</bdi> },
  ];
  return (
    <ActionDialog
      title={t('rebalanceDialog.title')}
      busy={action.busy}
      cancelLabel={t('rebalanceDialog.cancel')}
      confirmLabel={action.busy ? t('rebalanceDialog.working') : t('rebalanceDialog.confirm')}
      refusal={action.refusal?.message}
      onConfirm={action.run}
      onClose={onClose}
    >
      <p>{t('rebalanceDialog.body', { fee: formatPercent(FUTURES_FEES.taker, { locale, maxDecimals: 3 }) })}</p>
      <Table label={t('rebalanceDialog.preview')} columns={columns} rows={detail.symbol_settings} rowKey={(l) => l.symbol} />
      <p data-testid="rebalance-drift">{t('rebalanceDialog.drift', { drift: percentText(maxDrift(detail.symbol_settings), locale) })}</p>
    </ActionDialog>
  );
}

/** What a transfer may move: in, up to the derivatives account's available balance; out, up to the bot's available balance. */
export function transferProblem(amount: string, most: string | null): 'positive' | 'tooMuch' | null {
  const a = toBigNumber(amount);
  if (a === null || !a.isGreaterThan(0)) return 'positive';
  const m = most === null ? null : toBigNumber(most);
  return m !== null && a.isGreaterThan(m) ? 'tooMuch' : null;
}

/**
 * Transfer margin in or out (transfer `{ bot_id, type: 1 in | 2 out, amount }`):
 * in is bounded by the derivatives account's available balance, out by the
 * bot's available balance (never a leg's margin). The total margin after the
 * transfer is shown before confirming; the transfer history lists below.
 */
function TransferDialog({ detail, onClose }: { detail: ComboDetail; onClose: () => void }) {
  const t = useComboT();
  const locale = t.language;
  const coin = COMBO_COIN;
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const balances = settlementBalances(useFuturesCoinBalancesQuery(coin).data, coin);
  const most = direction === 'in' ? (balances?.available.derivatives ?? null) : detail.available_balance;
  const problem = transferProblem(amount, most);
  const [transfer, state] = useComboTransferMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { coin });
  const history = useComboTransferDetailQuery({ botId: detail.bot_id, page: 1, limit: 10 });
  const money = (v: string) => formatAmount(v, coin, { locale });
  const after = problem === null ? (direction === 'in' ? plus(detail.total_margin, amount) : minus(detail.total_margin, amount)) : null;

  const confirm = async () => {
    setTried(true);
    if (problem) return;
    const result = await transfer({ bot_id: detail.bot_id, amount: toBigNumber(amount)!.toFixed(), type: transferOperation.toCode(direction) as 1 | 2 });
    if (!('error' in result)) onClose();
  };
  const columns: Array<Column<ComboTransferRow>> = [
    { key: 'time', header: t('transferDialog.time'), rowHeader: true, cell: (r) => <bdi dir="ltr">{secondsText(r.time, locale)}</bdi> },
    { key: 'kind', header: t('transferDialog.kind'), cell: (r) => (transferOperation.fromServer(r.type) === 'out' ? t('transferDialog.out') : t('transferDialog.in')) },
    { key: 'amount', header: t('transferDialog.amountColumn'), align: 'end', cell: (r) => <bdi dir="ltr">{money(r.amount)}</bdi> },
  ];
  return (
    <ActionDialog
      title={t('transferDialog.title')}
      busy={state.isLoading}
      cancelLabel={t('transferDialog.cancel')}
      confirmLabel={state.isLoading ? t('transferDialog.working') : t('transferDialog.confirm')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <ChoiceGroup<'in' | 'out'>
        legend={t('transferDialog.direction')}
        value={direction}
        onChange={setDirection}
        options={choicesOf(['in', 'out'] as const, (way) => t(`transferDialog.${way}`))}
      />
      <Field
        label={t('transferDialog.amount', { coin })}
        hint={direction === 'in' ? t('transferDialog.inHint', { amount: money(balances?.available.derivatives ?? '0') }) : t('transferDialog.outHint', { amount: money(detail.available_balance) })}
        error={tried && problem ? t(`transferDialog.${problem}`, { amount: money(most ?? '0') }) : (refusal?.message ?? undefined)}
      >
        {(control) => <NumberInput {...control} value={amount} onChange={setAmount} decimals={8} suffix={coin} locale={locale} />}
      </Field>
      {after !== null ? <p data-testid="transfer-after">{t('transferDialog.after', { amount: money(after) })}</p> : null}
      <Table
        label={t('transferDialog.history')}
        columns={columns}
        rows={history.data?.list ?? []}
        rowKey={(r, i) => `${r.time}-${i}`}
        empty={t('transferDialog.historyEmpty')}
        className="tb-bp-cards"
      />
    </ActionDialog>
  );
}

/** A mode the form offers → its request code (1–4). */
const modeCode = (mode: AdjustPositionMode) => adjustPositionMode.toCode(mode) as 1 | 2 | 3 | 4;

interface ModifyForm {
  mode: AdjustPositionMode;
  interval: string;
  drift: string;
  tp: string;
  sl: string;
  trailing: string;
}

/** The form's starting values from the detail (fractions shown as percents; an unset stop is empty). */
export function modifyFormOf(detail: ComboDetail): ModifyForm {
  const stop = (v: string) => (toBigNumber(v)?.isGreaterThan(0) ? fractionToPercent(v) : '');
  const mode = adjustModeOf(detail.adjust_position_mode);
  return {
    mode: ADJUST_POSITION_MODES_OFFERED.includes(mode) ? mode : 'byUser',
    interval: String(detail.adjust_position_time_interval || ADJUST_POSITION_INTERVAL_PRESETS[5].seconds),
    drift: toBigNumber(detail.adjust_position_percent)?.isGreaterThan(0) ? fractionToPercent(detail.adjust_position_percent) : '',
    tp: stop(detail.tp_percent),
    sl: stop(detail.sl_percent),
    trailing: stop(detail.trailing_stop_percent),
  };
}

/**
 * The modify-setting body for what changed against the detail (percents
 * typed → fractions; an emptied stop is sent as "" and removed; the mode as
 * its code 1–4 with the interval / drift it needs); null when nothing did.
 */
export function modifyBody(detail: ComboDetail, form: ModifyForm): ComboModifyBody | null {
  const before = modifyFormOf(detail);
  const body: ComboModifyBody = { bot_id: detail.bot_id };
  const same = (a: string, b: string) => (a === '' || b === '' ? a === b : toBigNumber(a)!.isEqualTo(toBigNumber(b) ?? NaN));
  const modeChanged = form.mode !== adjustModeOf(detail.adjust_position_mode);
  if (modeChanged) body.adjust_position_mode = modeCode(form.mode);
  if (adjustModeNeedsInterval(form.mode) && (modeChanged || form.interval !== before.interval)) body.adjust_position_time_interval = Number(form.interval);
  if (adjustModeNeedsPercent(form.mode) && (modeChanged || !same(form.drift, before.drift))) body.adjust_position_percent = percentToFraction(form.drift);
  if (!same(form.tp, before.tp)) body.tp_percent = percentToFraction(form.tp);
  if (!same(form.sl, before.sl)) body.sl_percent = percentToFraction(form.sl);
  if (!same(form.trailing, before.trailing)) body.trailing_stop_percent = percentToFraction(form.trailing);
  return Object.keys(body).length > 1 ? body : null;
}

/** The field a check code of get-limit / modify-setting belongs to. */
const FIELD_OF_CODE: ReadonlyArray<[RegExp, keyof ModifyForm]> = [
  [/ADJUST_POSITION_PERCENT/, 'drift'],
  [/ADJUST_POSITION_TIME_INTERVAL/, 'interval'],
  [/TRAILING_STOP/, 'trailing'],
  [/_TP_/, 'tp'],
  [/_SL_/, 'sl'],
];
const fieldOfRefusal = (field: string | null, message: string): keyof ModifyForm | null => {
  const text = `${field ?? ''} ${message}`;
  if (/trailing/i.test(text)) return 'trailing';
  if (/adjust_position_percent|drift/i.test(text)) return 'drift';
  if (/interval/i.test(text)) return 'interval';
  if (/tp_percent|take/i.test(text)) return 'tp';
  if (/sl_percent|stop.?loss/i.test(text)) return 'sl';
  return null;
};

/**
 * Change settings while the bot runs (modify-setting; statistics kept):
 * rebalancing mode, schedule, drift threshold, TP / SL / trailing on the
 * total. The bounds are get-limit's for this bot's legs, leverage and
 * margin; a refusal lands at its field; the bot rebalances after saving.
 */
function ModifyDialog({ detail, onClose }: { detail: ComboDetail; onClose: () => void }) {
  const t = useComboT();
  const locale = t.language;
  const [form, setForm] = useState<ModifyForm>(() => modifyFormOf(detail));
  const trailingFlag = useFeatureFlag('futuresTrailingStop');
  const set = <K extends keyof ModifyForm>(key: K) => (value: ModifyForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const limits = useComboBotLimitQuery({
    leverage: detail.leverage,
    init_margin: detail.total_margin,
    adjust_position_mode: modeCode(form.mode),
    symbol_settings: detail.symbol_settings.map((l) => ({ symbol: l.symbol, target_position_percent: l.target_position_percent, side: legSideOf(l.side) === 'short' ? (2 as const) : (1 as const) })),
  }).data;
  const [modify, state] = useComboModifySettingMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { fieldInMessage: (m) => FIELD_OF_CODE.find(([re]) => re.test(m))?.[1] ?? null });
  const refusedAt = refusal ? fieldOfRefusal(refusal.field, refusal.message) : null;
  const at = (key: keyof ModifyForm) => (refusal && refusedAt === key ? refusal.message : undefined);
  const range = (b: { min: string; max: string } | undefined) => (b ? `${percentText(b.min, locale)} – ${percentText(b.max, locale)}` : undefined);

  const words = { title: t('modifyDialog.title'), description: t('modifyDialog.description'), cancel: t('modifyDialog.cancel'), save: t('modifyDialog.save'), saving: t('modifyDialog.saving'), nothing: t('modifyDialog.nothing') };
  return (
    <SettingsDialog words={words} bodyOf={() => modifyBody(detail, form)} save={modify} busy={state.isLoading} refusal={refusal && refusedAt === null ? refusal.message : undefined} onClose={onClose}>
      <ChoiceGroup<AdjustPositionMode>
        legend={t('modifyDialog.mode')}
        value={form.mode}
        onChange={set('mode')}
        look="cards"
        options={choicesOf(ADJUST_POSITION_MODES_OFFERED, (m) => t(`adjustModes.${m}`))}
      />
      {adjustModeNeedsInterval(form.mode) ? (
        <ChoiceGroup<string>
          legend={t('modifyDialog.interval')}
          value={form.interval}
          onChange={set('interval')}
          look="chips"
          error={at('interval')}
          options={ADJUST_POSITION_INTERVAL_PRESETS.map((p) => ({ value: String(p.seconds), label: t(`intervals.${p.label}`) }))}
        />
      ) : null}
      {adjustModeNeedsPercent(form.mode) ? (
        <Field label={t('modifyDialog.drift')} hint={range(limits?.adjust_position_percent)} error={at('drift')}>
          {(control) => <NumberInput {...control} value={form.drift} onChange={set('drift')} decimals={2} suffix="%" locale={locale} />}
        </Field>
      ) : null}
      <Field label={t('modifyDialog.tp')} hint={[range(limits?.tp_percent), t('modifyDialog.emptyRemoves')].filter(Boolean).join(' · ')} error={at('tp')}>
        {(control) => <NumberInput {...control} value={form.tp} onChange={set('tp')} decimals={2} suffix="%" locale={locale} />}
      </Field>
      <Field label={t('modifyDialog.sl')} hint={[range(limits?.sl_percent), t('modifyDialog.emptyRemoves')].filter(Boolean).join(' · ')} error={at('sl')}>
        {(control) => <NumberInput {...control} value={form.sl} onChange={set('sl')} decimals={2} suffix="%" locale={locale} />}
      </Field>
      {trailingFlag || form.trailing ? (
        // without the futures trailing-stop flag an existing trailing stop can still be removed, not set
        <Field label={t('modifyDialog.trailing')} hint={[range(limits?.trailing_stop_percent), t('modifyDialog.emptyRemoves')].filter(Boolean).join(' · ')} error={at('trailing')}>
          {(control) => <NumberInput {...control} value={form.trailing} onChange={set('trailing')} decimals={2} suffix="%" locale={locale} disabled={!trailingFlag && !form.trailing} />}
        </Field>
      ) : null}
    </SettingsDialog>
  );
}

/** Close at market, reduce-only, every leg; the wallet settles back to the derivatives account. */
function CloseDialog({ detail, onClose, onClosed }: Omit<BotDialogProps, 'kind'>) {
  const t = useComboT();
  const locale = t.language;
  const [close, state] = useComboCloseMutation();
  const words = { title: t('closeDialog.title'), cancel: t('closeDialog.cancel'), confirm: t('closeDialog.confirm'), closing: t('closeDialog.closing') };
  return (
    <CloseActionDialog words={words} close={() => close({ bot_id: detail.bot_id })} state={state} onClose={onClose} onClosed={onClosed}>
      <p>{t('closeDialog.body')}</p>
      <p data-testid="close-equity">{t('closeDialog.equity', { amount: formatAmount(detail.equity, COMBO_COIN, { locale }) })}</p>
    </CloseActionDialog>
  );
}
