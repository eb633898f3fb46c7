/**
 * The futures grid detail's dialogs (one lazy chunk, loaded when the trader
 * first opens one): add margin, withdraw profit, TP/SL with the trailing
 * stop, move range, close. Each shows what the server will do before
 * asking (the liquidation price after the margin, the withdrawable maximum,
 * the allowed ranges, the close's estimated settlement) and puts a refusal
 * next to the field it concerns; a refused change changes nothing.
 */
import { useFeatureFlag } from '@tb/data-access-session';
import { Fragment, useEffect, useMemo, useState, type ReactElement } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { toast } from '@tb/data-access-session';
import { CloseModeDialog, fractionToPercent, isSuccessCode, percentToFraction, submitThen, tpSlTypeOf, useBoundsText, useBotPageT, useCheckMessage, useRefusalMessage, type TpSlMode } from '@tb/feature-bot-pages';
import { SettlementBalance, useFuturesContract } from '@tb/futures-feature';
import { AddMarginPreview, isolate, positionFromFigures } from '@tb/futures-ui';
import { Button, ChoiceGroup, Field, Modal, NumberInput, Spinner } from '@tb/ui';
import { decimalsOfStep, formatAmount, formatPercent, formatPrice, toBigNumber } from '@tb/util-format';
import {
  useFuturesGridBotAddMarginMutation,
  useFuturesGridBotCloseModeQuery,
  useFuturesGridBotCloseMutation,
  useFuturesGridBotMoveScopeQuery,
  useFuturesGridBotUpdateMoveScopeMutation,
  useFuturesGridBotUpdateTpSlMutation,
  useFuturesGridBotUpdateTrailingStopMutation,
  useFuturesGridBotWithdrawMutation,
  useLazyFuturesGridBotMoveScopeQuery,
  useLazyFuturesGridBotTpSlRangeQuery,
  type DecimalRange,
  type FuturesGridDetail,
  type TpSlBody,
} from '../api/bot-endpoints';
import { gridMode } from './figures';
import { useBotT } from './strings';
import './part';

export type DialogKind = 'margin' | 'withdraw' | 'tpsl' | 'move' | 'close';

export interface DialogProps {
  detail: FuturesGridDetail;
  onClose: () => void;
  /** After a successful close: the page moves to the close detail. */
  onBotClosed?: () => void;
}

/** The detail's action → its dialog (the module is one lazy chunk). */
export default function BotDialog({ kind, ...props }: DialogProps & { kind: DialogKind }) {
  const Dialog = DIALOGS[kind];
  return <Dialog {...props} />;
}


/** Cancel + a primary action, the footer every dialog here has. */
function Footer({ onClose, submit, busy, disabled }: { onClose: () => void; submit: { label: string; run: () => void }; busy: boolean; disabled?: boolean }) {
  const t = useBotT();
  return (
    <>
      <Button onClick={onClose}>{t('bot.common.cancel')}</Button>
      <Button variant="primary" onClick={submit.run} loading={busy} disabled={disabled}>
        {submit.label}
      </Button>
    </>
  );
}

/**
 * Add margin: the amount, the derivatives balance it comes from (with the
 * transfer-in shortcut when it is short), and — before confirming — the
 * liquidation price now and after, computed by the engine on the position
 * the detail describes (`positionFromFigures`).
 */
export function AddMarginDialog({ detail, onClose }: DialogProps) {
  const t = useBotT();
  const locale = t.language;
  const coin = detail.quote_token;
  const [amount, setAmount] = useState('');
  const [add, state] = useFuturesGridBotAddMarginMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { coin });
  const contract = useFuturesContract(detail.symbol);
  const side = detail.futures_pos_side.endsWith('_LONG') ? 'long' : detail.futures_pos_side.endsWith('_SHORT') ? 'short' : null;
  const position = useMemo(() => {
    if (contract.status !== 'ready' || side === null) return null;
    return positionFromFigures(contract.contract, { side, size: detail.current_position.replace(/^-/, ''), entryPrice: detail.avg_entry_price, margin: detail.position_balance, leverage: detail.leverage });
  }, [contract, side, detail.current_position, detail.avg_entry_price, detail.position_balance, detail.leverage]);
  const positive = !!toBigNumber(amount)?.isGreaterThan(0);

  const submit = submitThen(
    () => add({ bot_id: detail.bot_id, amount }),
    ({ liquidation_price: liq }) => {
      toast.success(t('bot.addMargin.done', { price: liq ? formatPrice(liq, { tickSize: detail.tick_size, locale }) : '--' }));
      onClose();
    },
  );

  return (
    <Modal open title={t('bot.addMargin.title')} description={t('bot.addMargin.intro')} onClose={onClose} footer={<Footer onClose={onClose} submit={{ label: t('bot.addMargin.submit'), run: submit }} busy={state.isLoading} disabled={side === null || !positive} />}>
      {side === null ? (
        <p className="tb-fu-note">{t('bot.addMargin.noPosition')}</p>
      ) : (
        <>
          <SettlementBalance coin={coin} required={amount} />
          <Field label={t('bot.addMargin.amount', { coin })} error={state.isError && refusal ? `${t('bot.addMargin.failed')} ${refusal.message}` : undefined} required>
            {(control) => <NumberInput {...control} value={amount} onChange={setAmount} decimals={8} suffix={coin} />}
          </Field>
          {contract.status === 'ready' && position ? <AddMarginPreview contract={contract.contract} position={position} amount={amount} markPrice={detail.mark_price} coin={coin} /> : <Spinner label={t('bot.common.loading')} />}
        </>
      )}
    </Modal>
  );
}

/** Withdraw profit: the withdrawable maximum first (the detail's `withdrawable_profit`), then the amount, never above it. */
export function WithdrawDialog({ detail, onClose }: DialogProps) {
  const t = useBotT();
  const shared = useBotPageT();
  const locale = t.language;
  const coin = detail.quote_token;
  const [amount, setAmount] = useState('');
  const [withdraw, state] = useFuturesGridBotWithdrawMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { coin });
  const max = toBigNumber(detail.withdrawable_profit);
  const nothing = !max?.isGreaterThan(0);
  const value = toBigNumber(amount);
  const over = !!(value && max && value.isGreaterThan(max));
  const maxText = formatAmount(detail.withdrawable_profit || '0', coin, { locale });

  const submit = submitThen(
    () => withdraw({ bot_id: detail.bot_id, amount }),
    () => {
      toast.success(t('bot.withdraw.done'), formatAmount(amount, coin, { locale }));
      onClose();
    },
  );

  let error: string | undefined;
  if (over) error = shared('bounds.max', { max: isolate(maxText, locale) });
  else if (state.isError && refusal) error = `${t('bot.withdraw.failed')} ${refusal.message}`;

  return (
    <Modal open title={t('bot.withdraw.title')} onClose={onClose} footer={<Footer onClose={onClose} submit={{ label: t('bot.withdraw.submit'), run: submit }} busy={state.isLoading} disabled={nothing || over || !value?.isGreaterThan(0)} />}>
      <p className="fg-withdrawable">
        <span className="tb-muted">{t('bot.withdraw.withdrawable')}</span>{' '}
        <strong className="fg-big" data-testid="withdrawable">
          <bdi dir="ltr">{maxText}</bdi>
        </strong>
      </p>
      <p className="tb-muted tb-fu-small">{t('bot.withdraw.explain')}</p>
      {nothing ? (
        <p className="tb-fu-note">{t('bot.withdraw.nothing')}</p>
      ) : (
        <Field label={t('bot.withdraw.amount', { coin })} hint={shared('bounds.max', { max: isolate(maxText, locale) })} error={error} required>
          {(control) => (
            <div className="fg-amount">
              <NumberInput {...control} value={amount} onChange={setAmount} decimals={8} suffix={coin} />
              <Button size="sm" variant="ghost" onClick={() => setAmount(detail.withdrawable_profit)} aria-label={t('bot.withdraw.maxLabel', { amount: maxText })}>
                {t('bot.common.max')}
              </Button>
            </div>
          )}
        </Field>
      )}
    </Modal>
  );
}

type StopField = 'tp' | 'sl' | 'ts';
const STOP_FIELD: Readonly<Record<string, StopField>> = {
  take_profit: 'tp',
  take_profit_price: 'tp',
  take_profit_per: 'tp',
  stop_loss: 'sl',
  stop_loss_price: 'sl',
  stop_loss_per: 'sl',
  trailing_stop_per: 'ts',
  ts_percent: 'ts',
};

/** Where a check code's message goes: its field when the catalogue names one we show, else the form. */
function fieldOf<F extends string>(message: { field: string | null; aliases: readonly string[] } | undefined, map: Readonly<Record<string, F>>): F | null {
  if (!message) return null;
  for (const name of [message.field, ...message.aliases]) if (name && map[name]) return map[name];
  return null;
}

type Answer = { data?: unknown; error?: unknown };
type Verdict = { data?: { check_code: string }; error?: unknown; isError: boolean };

/**
 * A change of a running grid that the server judges first: `ask` is the
 * query answering the verdict (`check_code`) and the allowed ranges for the
 * values, then the changes run in order; the first failing code is kept
 * (`code`, with the ranges) so its message goes to its field. True when all
 * went through.
 */
function useJudgedChange() {
  const [code, setCode] = useState<string | undefined>();
  const [ranges, setRanges] = useState<Record<string, unknown> | undefined>();
  const run = async (ask: () => PromiseLike<Verdict>, changes: ReadonlyArray<() => PromiseLike<Answer>>): Promise<boolean> => {
    setCode(undefined);
    const checked = await ask();
    const refused = checked.error as ApiError | undefined;
    const result = checked.data ?? refused?.result;
    if (result) setRanges(result as Record<string, unknown>);
    const verdict = checked.data?.check_code ?? refused?.checkCode;
    if (checked.isError || !isSuccessCode(verdict)) {
      setCode(verdict ?? 'FGRID_CHECK_CODE_UNSPECIFIED');
      return false;
    }
    for (const change of changes) {
      const outcome = await change();
      if (outcome.error) {
        setCode((outcome.error as ApiError).checkCode);
        return false;
      }
    }
    return true;
  };
  return { code, ranges, setRanges, run };
}

/**
 * TP/SL and trailing stop of a running grid. Opening asks
 * query-fgrid-tpsl-range for the ranges allowed now (shown at each field);
 * saving asks it again with the values (the verdict), then sends
 * update-fgrid-bot-tpsl and, when the trailing stop changed,
 * update-trailing-stop. Percents are typed as percents and sent as
 * fractions (÷ 100). The bot's statistics are not touched by either call.
 */
export function TpSlDialog({ detail, onClose }: DialogProps) {
  const t = useBotT();
  const locale = t.language;
  const coin = detail.quote_token;
  const tick = detail.tick_size;
  // per-user feature flags (spec §6; the simulator refuses the same without them): the trailing stop, TP/SL by percent of equity
  const trailingFlag = useFeatureFlag('futuresTrailingStop');
  const trailingAllowed = gridMode(detail.grid_mode) !== 'neutral' && trailingFlag;
  const byPercent = useFeatureFlag('tpslEquity');
  const [tpMode, setTpMode] = useState<TpSlMode>(detail.take_profit_per ? 'percent' : 'price');
  const [slMode, setSlMode] = useState<TpSlMode>(detail.stop_loss_per ? 'percent' : 'price');
  const [tp, setTp] = useState(detail.take_profit_per ? fractionToPercent(detail.take_profit_per) : detail.take_profit_price);
  const [sl, setSl] = useState(detail.stop_loss_per ? fractionToPercent(detail.stop_loss_per) : detail.stop_loss_price);
  const firstTs = detail.trailing_stop_per && detail.trailing_stop_per !== '0' ? fractionToPercent(detail.trailing_stop_per) : '';
  const [ts, setTs] = useState(firstTs);
  const [ask, verdict] = useLazyFuturesGridBotTpSlRangeQuery();
  const [update, updating] = useFuturesGridBotUpdateTpSlMutation();
  const [trail, trailing] = useFuturesGridBotUpdateTrailingStopMutation();
  const judged = useJudgedChange();
  const { ranges, setRanges } = judged;
  const message = useCheckMessage(judged.code, ranges, coin);
  const failure = useRefusalMessage((updating.error ?? trailing.error) as ApiError | undefined, { coin });
  const field = fieldOf(message, STOP_FIELD);
  const bounds = useBoundsText();

  useEffect(() => {
    void ask({ bot_id: detail.bot_id }).then((answer) => answer.data && setRanges(answer.data as unknown as Record<string, unknown>));
  }, [ask, detail.bot_id, setRanges]);

  const body = useMemo<TpSlBody>(
    () => ({
      bot_id: detail.bot_id,
      tp_sl_type: tpSlTypeOf({ mode: tpMode, set: tp.trim() !== '' }, { mode: slMode, set: sl.trim() !== '' }),
      take_profit_price: tpMode === 'price' ? tp.trim() : '',
      take_profit_per: tpMode === 'percent' ? percentToFraction(tp) : '',
      stop_loss_price: slMode === 'price' ? sl.trim() : '',
      stop_loss_per: slMode === 'percent' ? percentToFraction(sl) : '',
    }),
    [detail.bot_id, tpMode, slMode, tp, sl],
  );

  const submit = async () => {
    const trailChanged = trailingAllowed && ts.trim() !== firstTs;
    const trailBody = { bot_id: detail.bot_id, trailing_stop_per: percentToFraction(ts) };
    if (!(await judged.run(() => ask(body), [() => update(body), ...(trailChanged ? [() => trail(trailBody)] : [])]))) return;
    toast.success(t('bot.tpsl.done'));
    onClose();
  };

  const price = (v: string) => `${formatPrice(v, { tickSize: tick, locale })} ${coin}`;
  const percent = (v: string) => formatPercent(v, { locale });
  const range = (name: string) => ranges?.[name] as DecimalRange | undefined;
  const at = (f: StopField) => (message && field === f ? message.message : undefined);
  const modes = [{ value: 'price' as const, label: t('bot.tpsl.byPrice') }, ...(byPercent ? [{ value: 'percent' as const, label: t('bot.tpsl.byPercent') }] : [])];
  // take profit and stop loss: each by price or by percent, with its own server range
  const stopSides = [
    { key: 'tp' as const, clear: t('bot.tpsl.clearTp'), legend: t('bot.tpsl.tpMode'), mode: tpMode, setMode: setTpMode, value: tp, setValue: setTp, priceLabel: t('bot.tpsl.takeProfitPrice', { coin }), percentLabel: t('bot.tpsl.takeProfitPercent'), priceRange: 'take_profit_price', percentRange: 'take_profit' },
    { key: 'sl' as const, clear: t('bot.tpsl.clearSl'), legend: t('bot.tpsl.slMode'), mode: slMode, setMode: setSlMode, value: sl, setValue: setSl, priceLabel: t('bot.tpsl.stopLossPrice', { coin }), percentLabel: t('bot.tpsl.stopLossPercent'), priceRange: 'stop_loss_price', percentRange: 'stop_loss' },
  ];
  const formMessage = message && field === null ? message.message : !message && failure ? failure.message : undefined;

  return (
    <Modal open title={t('bot.tpsl.title')} description={t('bot.tpsl.intro')} onClose={onClose} footer={<Footer onClose={onClose} submit={{ label: t('bot.tpsl.submit'), run: () => void submit() }} busy={verdict.isFetching || updating.isLoading || trailing.isLoading} />}>
      {stopSides.map((side) =>
        // without tpslEquity a stop the bot already has as a percent is kept as it is (the simulator accepts it
        // unchanged): shown read-only with a note, it can be cleared (then set by price), never changed
        !byPercent && side.mode === 'percent' ? (
          <Fragment key={side.key}>
            <Field label={side.percentLabel} hint={t('bot.tpsl.percentKept')} error={at(side.key)}>
              {(control) => <NumberInput {...control} value={side.value} onChange={() => undefined} readOnly decimals={2} suffix="%" />}
            </Field>
            <Button size="sm" onClick={() => (side.setMode('price'), side.setValue(''))}>
              {side.clear}
            </Button>
          </Fragment>
        ) : (
        <Fragment key={side.key}>
          {modes.length > 1 ? <ChoiceGroup<TpSlMode> legend={side.legend} value={side.mode} onChange={(next) => (side.setMode(next), side.setValue(''))} options={modes} /> : null}
          <Field label={side.mode === 'price' ? side.priceLabel : side.percentLabel} hint={(side.mode === 'price' ? bounds(range(side.priceRange), price) : bounds(range(side.percentRange), percent)) ?? t('bot.tpsl.clearHint')} error={at(side.key)}>
            {(control) => <NumberInput {...control} value={side.value} onChange={side.setValue} decimals={side.mode === 'price' ? decimalsOfStep(tick) : 2} suffix={side.mode === 'price' ? coin : '%'} />}
          </Field>
        </Fragment>
        ),
      )}
      {trailingAllowed ? (
        <Field label={t('bot.tpsl.trailing')} hint={t('bot.tpsl.trailingHint')} error={at('ts')}>
          {(control) => <NumberInput {...control} value={ts} onChange={setTs} decimals={2} suffix="%" />}
        </Field>
      ) : null}
      {formMessage ? (
        <p className="fg-error" role="alert">
          {t('bot.tpsl.failed')} {formMessage}
        </p>
      ) : null}
    </Modal>
  );
}

type MoveField = 'up' | 'down';
const MOVE_FIELD: Readonly<Record<string, MoveField>> = { move_up_price: 'up', move_down_price: 'down' };

/**
 * Move range: query-fgrid-move-scope answers whether this grid can move
 * (arithmetic only), the bounds allowed now and the current ones; saving
 * asks it again with the values (the verdict), then update-fgrid-move-scope.
 * An empty field clears that direction.
 */
export function MoveScopeDialog({ detail, onClose }: DialogProps) {
  const t = useBotT();
  const locale = t.language;
  const coin = detail.quote_token;
  const tick = detail.tick_size;
  const scope = useFuturesGridBotMoveScopeQuery({ bot_id: detail.bot_id }, { refetchOnMountOrArgChange: true });
  const [ask, verdict] = useLazyFuturesGridBotMoveScopeQuery();
  const [update, updating] = useFuturesGridBotUpdateMoveScopeMutation();
  const [up, setUp] = useState<string | null>(null);
  const [down, setDown] = useState<string | null>(null);
  const judged = useJudgedChange();
  const message = useCheckMessage(judged.code, judged.ranges ?? (scope.data as unknown as Record<string, unknown> | undefined), coin);
  const failure = useRefusalMessage((updating.error ?? scope.error) as ApiError | undefined, { coin });
  const field = fieldOf(message, MOVE_FIELD);
  const bounds = useBoundsText();
  const data = scope.data;
  const upValue = up ?? data?.current_move_up_price ?? '';
  const downValue = down ?? data?.current_move_down_price ?? '';
  const price = (v: string) => `${formatPrice(v, { tickSize: tick, locale })} ${coin}`;

  const submit = async () => {
    const body = { bot_id: detail.bot_id, move_up_price: upValue.trim(), move_down_price: downValue.trim() };
    if (!(await judged.run(() => ask(body), [() => update(body)]))) return;
    toast.success(t('bot.moveScope.done'));
    onClose();
  };

  const at = (f: MoveField) => (message && field === f ? message.message : undefined);
  const formMessage = message && field === null ? message.message : !message && failure ? failure.message : undefined;
  return (
    <Modal
      open
      title={t('bot.moveScope.title')}
      description={t('bot.moveScope.intro')}
      onClose={onClose}
      footer={<Footer onClose={onClose} submit={{ label: t('bot.moveScope.submit'), run: () => void submit() }} busy={verdict.isFetching || updating.isLoading} disabled={!data?.supported} />}
    >
      {scope.isLoading ? (
        <Spinner label={t('bot.common.loading')} />
      ) : data && !data.supported ? (
        <p className="tb-fu-note">{t('bot.moveScope.unsupported')}</p>
      ) : data ? (
        <>
          <p className="tb-muted">
            {t('bot.moveScope.current', { min: isolate(price(data.curr_min_price), locale), max: isolate(price(data.curr_max_price), locale) })} · {t('bot.moveScope.moved', { count: data.shift })}
          </p>
          <Field label={t('bot.moveScope.up', { coin })} hint={bounds(data.move_up_price, price) ?? t('bot.moveScope.clearHint')} error={at('up')}>
            {(control) => <NumberInput {...control} value={upValue} onChange={setUp} decimals={decimalsOfStep(tick)} suffix={coin} />}
          </Field>
          <Field label={t('bot.moveScope.down', { coin })} hint={bounds(data.move_down_price, price) ?? t('bot.moveScope.clearHint')} error={at('down')}>
            {(control) => <NumberInput {...control} value={downValue} onChange={setDown} decimals={decimalsOfStep(tick)} suffix={coin} />}
          </Field>
        </>
      ) : null}
      {formMessage ? (
        <p className="fg-error" role="alert">
          {t('bot.moveScope.failed')} {formMessage}
        </p>
      ) : null}
    </Modal>
  );
}

/** Close: the one close mode (cancel the orders, close the position at market) with what it would hand back now, then fgrid-bot-close. */
export function CloseDialog({ detail, onClose, onBotClosed }: DialogProps) {
  const t = useBotT();
  const locale = t.language;
  const coin = detail.quote_token;
  const modes = useFuturesGridBotCloseModeQuery(detail.bot_id, { refetchOnMountOrArgChange: true });
  const [close, state] = useFuturesGridBotCloseMutation();
  const refusal = useRefusalMessage(state.error as ApiError | undefined, { coin });
  const choices = modes.isLoading
    ? undefined
    : (modes.data?.close_modes ?? []).map((mode) => ({
        value: String(mode.close_mode),
        label: t('bot.closeBot.modeMarket'),
        estimate: t('bot.closeBot.estimate', { amount: isolate(formatAmount(mode.estimated_settlement, coin, { locale }), locale) }),
      }));
  const words = { title: t('bot.closeBot.title'), description: t('bot.closeBot.description'), legend: t('bot.closeBot.mode'), cancel: t('bot.common.cancel'), confirm: t('bot.closeBot.submit'), loading: t('bot.common.loading'), failed: t('bot.closeBot.failed'), none: t('bot.closeBot.none') };

  const submit = submitThen(
    () => close(detail.bot_id),
    ({ settled }) => {
      toast.success(t('bot.closeBot.done'), formatAmount(settled, coin, { locale }));
      onClose();
      onBotClosed?.();
    },
  );

  // one mode (close at market): the close call takes no mode
  return <CloseModeDialog words={words} choices={choices} busy={state.isLoading} refusal={state.isError ? refusal?.message : undefined} onConfirm={submit} onClose={onClose} />;
}

const DIALOGS: Readonly<Record<DialogKind, (props: DialogProps) => ReactElement>> = {
  margin: AddMarginDialog,
  withdraw: WithdrawDialog,
  tpsl: TpSlDialog,
  move: MoveScopeDialog,
  close: CloseDialog,
};
