/**
 * The detail page's dialogs (one lazy chunk, loaded when the trader first
 * opens one): withdraw profit, modify TP/SL, add investment, close.
 * Each shows what the server will do before asking (the withdrawable amount,
 * the allowed ranges, each close mode's estimated settlement) and explains a
 * refusal next to the field it concerns; a refused change changes nothing.
 */
import { useMemo, useState } from 'react';
import { useT } from '@tb/i18n';
import { toast, useFeatureFlag } from '@tb/data-access-session';
import { Button, ChoiceGroup, Fact, Field, Modal, NumberInput, Spinner } from '@tb/ui';
import { DASH, decimalsOfStep, formatAmount, formatDecimal, formatPercent, formatPnl, formatPrice, toBigNumber } from '@tb/util-format';
import { useLazySpotGridValidateUpdateQuery, useSpotGridCloseModesQuery, useSpotGridCloseMutation, useSpotGridUpdateMutation, useSpotGridWithdrawDetailQuery, useSpotGridWithdrawMutation } from '../api/bot-endpoints';
import type { CloseModeCode, GridDetail, SpotGridUpdateBody } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { isolate } from '@tb/util-format';
import { CloseModeDialog, isSuccessCode, submitThen, useBoundsText, useCheckMessage } from '@tb/feature-bot-pages';
import { useServerMessage } from '@tb/feature-bot-pages/server-messages';
import { fractionToPercent, percentToFraction, tpSlTypeOf, type TpSlMode } from '../create/form';
import './part';

export type DialogKind = 'withdraw' | 'modify' | 'add' | 'close';

export interface DialogProps {
  detail: GridDetail;
  tickSize: string;
  onClose: () => void;
  /** After a successful close: the page moves to the close detail. */
  onBotClosed?: () => void;
}

export default function BotDialog({ kind, ...props }: DialogProps & { kind: DialogKind }) {
  switch (kind) {
    case 'withdraw':
      return <WithdrawDialog {...props} />;
    case 'modify':
      return <ModifyDialog {...props} />;
    case 'add':
      return <AddInvestmentDialog {...props} />;
    case 'close':
      return <CloseDialog {...props} />;
  }
}


/**
 * Withdraw profit, explained: what is withdrawable now, the figures that
 * decide it (grid profit held, floating PnL, total PnL, already withdrawn),
 * which rule caps it (get-withdraw-detail's `limited_by`) and when it
 * becomes withdrawable (the price the simulator's engine finds, or new grid
 * profit) — instead of "Nothing to withdraw yet." beside a green grid profit.
 */
export function WithdrawDialog({ detail, tickSize, onClose }: DialogProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const info = useSpotGridWithdrawDetailQuery(detail.grid_id, { refetchOnMountOrArgChange: true });
  const [withdraw, state] = useSpotGridWithdrawMutation();
  const failure = useServerMessage(state.error, { coin: detail.quote_token });
  const [amount, setAmount] = useState('');
  const coin = info.data?.coin ?? detail.quote_token;
  const withdrawable = info.data?.withdrawable_profit ?? '';
  const nothing = !toBigNumber(withdrawable)?.isGreaterThan(0);
  const over = toBigNumber(amount) && toBigNumber(withdrawable) ? toBigNumber(amount)!.isGreaterThan(toBigNumber(withdrawable)!) : false;
  const money = (v: string) => isolate(formatAmount(v, coin, { locale }), locale);
  const pnl = (v: string) => isolate(formatPnl(v, coin, { locale }), locale);
  const why = (() => {
    const d = info.data;
    if (!d) return [];
    if (d.limited_by === 'no_profit') return [toBigNumber(d.cum_withdrew_amount)?.isGreaterThan(0) ? t('withdraw.allWithdrawn') : t('withdraw.noProfit')];
    if (d.limited_by === 'none') return [t('withdraw.explain')];
    const lines = [
      nothing
        ? t('withdraw.coveringAll', { held: money(d.profit_held), floating: pnl(d.floating_profit), total: pnl(d.total_profit) })
        : t('withdraw.coveringPart', { amount: money(d.withdrawable_profit), held: money(d.profit_held), floating: pnl(d.floating_profit) }),
      t('withdraw.rule'),
    ];
    if (nothing) lines.push(d.withdrawable_from_price ? t('withdraw.fromPrice', { price: isolate(`${formatPrice(d.withdrawable_from_price, { tickSize, locale })} ${coin}`, locale) }) : t('withdraw.fromProfit'));
    return lines;
  })();

  const submit = submitThen(
    () => withdraw({ grid_id: detail.grid_id, amount: amount || '' }),
    (done) => {
      toast.success(t('withdraw.done'), formatAmount(done.amount, coin, { locale }));
      onClose();
    },
  );

  return (
    <Modal
      open
      title={t('withdraw.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={submit} loading={state.isLoading} disabled={info.isLoading || nothing || over}>
            {t('withdraw.submit')}
          </Button>
        </>
      }
    >
      {info.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="sg-withdrawable">
            <span className="tb-muted">{t('withdraw.withdrawable')}</span>
            <strong className="sg-big" dir="ltr">
              {withdrawable ? formatAmount(withdrawable, coin, { locale }) : DASH}
            </strong>
          </p>
          {info.data ? (
            <dl className="sg-dl sg-withdraw__figures">
              <Fact term={t('withdraw.profitHeld')} ltr>{formatAmount(info.data.profit_held, coin, { locale })}</Fact>
              <Fact term={t('withdraw.floating')} ltr>{formatPnl(info.data.floating_profit, coin, { locale })}</Fact>
              <Fact term={t('withdraw.total')} ltr>{formatPnl(info.data.total_profit, coin, { locale })}</Fact>
              <Fact term={t('withdraw.withdrawn')} ltr>{formatAmount(info.data.cum_withdrew_amount || '0', coin, { locale })}</Fact>
            </dl>
          ) : null}
          <div className="sg-withdraw__why" data-testid="withdraw-why">
            {why.map((line) => (
              <p key={line} className="tb-muted sg-small">
                {line}
              </p>
            ))}
          </div>
          {!nothing ? (
            <Field label={t('withdraw.amount')} hint={t('create.boundsMax', { max: isolate(formatAmount(withdrawable, coin, { locale }), locale) })} error={over ? t('create.boundsMax', { max: isolate(formatAmount(withdrawable, coin, { locale }), locale) }) : undefined}>
              {(control) => (
                <div className="sg-invest-input">
                  <NumberInput {...control} value={amount} onChange={setAmount} decimals={8} suffix={coin} placeholder={formatDecimal(withdrawable, { grouping: false })} />
                  <Button size="sm" variant="ghost" onClick={() => setAmount(withdrawable)} aria-label={t('create.maxButton', { coin })}>
                    {t('common.max')}
                  </Button>
                </div>
              )}
            </Field>
          ) : null}
        </>
      )}
      {state.isError && failure ? (
        <p className="sg-error" role="alert">
          {t('withdraw.failed')} {failure.message}
        </p>
      ) : null}
    </Modal>
  );
}

type UpdateField = 'takeProfit' | 'stopLoss' | 'tsPercent' | 'addInvestment';
const UPDATE_FIELD_OF: Record<string, UpdateField> = {
  take_profit: 'takeProfit',
  take_profit_price: 'takeProfit',
  take_profit_per: 'takeProfit',
  stop_loss: 'stopLoss',
  stop_loss_price: 'stopLoss',
  stop_loss_per: 'stopLoss',
  ts_percent: 'tsPercent',
  add_investment: 'addInvestment',
  quote_investment: 'addInvestment',
};

/** validate-update-sgrid, then update-sgrid; the failing check code's message at its field. */
function useUpdateFlow(detail: GridDetail, onDone: () => void, doneMessage: string) {
  const [validate, validation] = useLazySpotGridValidateUpdateQuery();
  const [update, updating] = useSpotGridUpdateMutation();
  const [submittedCode, setSubmittedCode] = useState<string | undefined>();
  const ranges = (validation.data ?? (validation.error as { result?: unknown } | undefined)?.result) as Record<string, unknown> | undefined;
  const message = useCheckMessage(submittedCode, ranges, detail.quote_token);
  const failure = useServerMessage(updating.error ?? (submittedCode ? undefined : validation.error), { coin: detail.quote_token });
  const field: UpdateField | null = message ? (UPDATE_FIELD_OF[message.field ?? ''] ?? UPDATE_FIELD_OF[message.aliases[0] ?? ''] ?? null) : null;

  const submit = async (body: SpotGridUpdateBody) => {
    setSubmittedCode(undefined);
    const checked = await validate(body);
    const code = checked.data?.check_code ?? (checked.error as { checkCode?: string } | undefined)?.checkCode;
    if (!isSuccessCode(code) || checked.isError) {
      setSubmittedCode(code);
      return;
    }
    const outcome = await update(body);
    if ('data' in outcome && outcome.data) {
      toast.success(doneMessage);
      onDone();
    } else if ('error' in outcome) {
      const refused = (outcome.error as { checkCode?: string }).checkCode;
      if (refused) setSubmittedCode(refused);
    }
  };
  return {
    submit,
    busy: validation.isFetching || updating.isLoading,
    ranges: validation.data,
    messageAt: (f: UpdateField) => (message && field === f ? message.message : undefined),
    formMessage: message && field === null ? message.message : !message && failure ? failure.message : undefined,
  };
}

export function ModifyDialog({ detail, tickSize, onClose }: DialogProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const trailingFlag = useFeatureFlag('spotTrailingStop');
  const [tpMode, setTpMode] = useState<TpSlMode>(detail.take_profit_per ? 'percent' : 'price');
  const [slMode, setSlMode] = useState<TpSlMode>(detail.stop_loss_per ? 'percent' : 'price');
  const [tp, setTp] = useState(detail.take_profit_per ? fractionToPercent(detail.take_profit_per) : detail.take_profit_price);
  const [sl, setSl] = useState(detail.stop_loss_per ? fractionToPercent(detail.stop_loss_per) : detail.stop_loss_price);
  const [ts, setTs] = useState(detail.ts_percent && detail.ts_percent !== '0' ? fractionToPercent(detail.ts_percent) : '');
  const flow = useUpdateFlow(detail, onClose, t('modify.done'));
  const bounds = useBoundsText();
  const showTs = detail.is_support_ts && trailingFlag;
  const price = (v: string) => formatPrice(v, { tickSize, locale });
  const percent = (v: string) => formatPercent(v, { locale });

  const body = useMemo<SpotGridUpdateBody>(() => {
    // An empty value clears that side; each side goes by price or by total-PnL percent.
    const tpsl: SpotGridUpdateBody = {
      grid_id: detail.grid_id,
      tp_sl_type: tpSlTypeOf({ mode: tpMode, set: tp !== '' }, { mode: slMode, set: sl !== '' }),
      take_profit_price: tpMode === 'price' ? tp : '',
      take_profit_per: tpMode === 'percent' ? percentToFraction(tp) : '',
      stop_loss_price: slMode === 'price' ? sl : '',
      stop_loss_per: slMode === 'percent' ? percentToFraction(sl) : '',
    };
    return showTs ? { ...tpsl, ts_percent: percentToFraction(ts) } : tpsl;
  }, [tpMode, slMode, tp, sl, ts, showTs, detail.grid_id]);

  const decimals = (mode: TpSlMode) => (mode === 'price' ? decimalsOfStep(tickSize) : 2);
  const suffix = (mode: TpSlMode) => (mode === 'price' ? detail.quote_token : '%');
  const show = (mode: TpSlMode) => (mode === 'price' ? price : percent);
  const modes = [
    { value: 'price' as const, label: t('advanced.byPrice') },
    { value: 'percent' as const, label: t('advanced.byPercent') },
  ];
  return (
    <Modal
      open
      title={t('modify.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void flow.submit(body)} loading={flow.busy}>
            {t('modify.submit')}
          </Button>
        </>
      }
    >
      <ChoiceGroup<TpSlMode>
        legend={t('advanced.tpMode')}
        value={tpMode}
        onChange={(next) => {
          setTpMode(next);
          setTp('');
        }}
        options={modes}
      />
      <Field label={tpMode === 'price' ? t('modify.takeProfit') : `${t('detail.takeProfit')} (%)`} hint={bounds(flow.ranges?.take_profit, show(tpMode)) ?? t('modify.clearHint')} error={flow.messageAt('takeProfit')}>
        {(control) => <NumberInput {...control} value={tp} onChange={setTp} decimals={decimals(tpMode)} suffix={suffix(tpMode)} />}
      </Field>
      <ChoiceGroup<TpSlMode>
        legend={t('advanced.slMode')}
        value={slMode}
        onChange={(next) => {
          setSlMode(next);
          setSl('');
        }}
        options={modes}
      />
      <Field label={slMode === 'price' ? t('modify.stopLoss') : `${t('detail.stopLoss')} (%)`} hint={bounds(flow.ranges?.stop_loss, show(slMode)) ?? t('modify.clearHint')} error={flow.messageAt('stopLoss')}>
        {(control) => <NumberInput {...control} value={sl} onChange={setSl} decimals={decimals(slMode)} suffix={suffix(slMode)} />}
      </Field>
      {showTs ? (
        <Field label={t('modify.tsPercent')} hint={bounds(flow.ranges?.ts_percent, percent) ?? t('advanced.tsPercentHint')} error={flow.messageAt('tsPercent')}>
          {(control) => <NumberInput {...control} value={ts} onChange={setTs} decimals={2} suffix="%" />}
        </Field>
      ) : null}
      {flow.formMessage ? (
        <p className="sg-error" role="alert">
          {t('modify.failed')} {flow.formMessage}
        </p>
      ) : null}
    </Modal>
  );
}

export function AddInvestmentDialog({ detail, onClose }: DialogProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const [amount, setAmount] = useState('');
  const flow = useUpdateFlow(detail, onClose, t('add.done'));
  const bounds = useBoundsText();
  const coin = detail.quote_token;
  return (
    <Modal
      open
      title={t('add.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void flow.submit({ grid_id: detail.grid_id, add_investment: amount })} loading={flow.busy} disabled={!toBigNumber(amount)?.isGreaterThan(0)}>
            {t('add.submit')}
          </Button>
        </>
      }
    >
      <Field label={t('add.amount', { coin })} hint={bounds(flow.ranges?.add_investment, (v) => formatAmount(v, coin, { locale }))} error={flow.messageAt('addInvestment')} required>
        {(control) => <NumberInput {...control} value={amount} onChange={setAmount} decimals={8} suffix={coin} />}
      </Field>
      {flow.formMessage ? (
        <p className="sg-error" role="alert">
          {t('add.failed')} {flow.formMessage}
        </p>
      ) : null}
    </Modal>
  );
}

export function CloseDialog({ detail, onClose, onBotClosed }: DialogProps) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const modes = useSpotGridCloseModesQuery(detail.grid_id, { refetchOnMountOrArgChange: true });
  const [close, state] = useSpotGridCloseMutation();
  const failure = useServerMessage(state.error, { coin: detail.quote_token });
  const base = detail.base_token;
  const quote = detail.quote_token;
  const named = (code: number) => (code === 2 || code === 3 || code === 4 ? { label: t(`closeBot.mode${code}`, { base, quote }), hint: t(`closeBot.mode${code}Hint`, { base, quote }) } : undefined);
  const amount = (value: string, coin: string) => (toBigNumber(value)?.isGreaterThan(0) ? formatAmount(value, coin, { locale }) : '');
  const choices = modes.isLoading
    ? undefined
    : (modes.data?.modes ?? []).map((mode) => {
        const estimate = [amount(mode.base_amount, base), amount(mode.quote_amount, quote)].filter(Boolean).join(' + ');
        return {
          value: String(mode.close_mode),
          ...(named(mode.close_mode) ?? { label: mode.mode }),
          estimate: t('closeBot.estimate', { amount: isolate(estimate || formatAmount(0, quote, { locale }), locale) }),
        };
      });
  const words = { title: t('closeBot.title'), description: t('closeBot.description'), legend: t('closeBot.modes'), cancel: t('common.cancel'), confirm: t('closeBot.submit'), loading: t('common.loading'), failed: t('closeBot.failed'), none: t('closeBot.none') };

  const submit = (mode: string) =>
    submitThen(
      () => close({ grid_id: detail.grid_id, close_mode: mode as `${CloseModeCode}` }),
      (done) => {
        toast.success(t('closeBot.done'), done.settlement_assets || undefined);
        onClose();
        onBotClosed?.();
      },
    )();

  // all to the quote coin unless the trader picks another mode
  return <CloseModeDialog words={words} choices={choices} preferred="3" busy={state.isLoading} refusal={state.isError ? failure?.message : undefined} onConfirm={submit} onClose={onClose} />;
}
