import { useId, useRef, useState } from 'react';
import { nanoid, type ApiError } from '@tb/data-access-api';
import { futuresTransferEn, isolate, useFuturesT } from '@tb/futures-ui';
import { Button, Field, Modal, NumberInput } from '@tb/ui';
import { BigNumber, formatAmount, toBigNumber } from '@tb/util-format';
import { useFuturesTransferMutation, type FuturesAccount, type SettlementBalances } from './balance-api';

/** Ret codes of the transfer call (the simulator's `RetCode`, libs/shared/contracts common.ts). */
const RET_INSUFFICIENT_BALANCE = 31001;
const RET_INVALID_AMOUNT = 31004;

export interface TransferDialogProps {
  coin: string;
  /** Where the money goes: the account funding the bot. */
  account: FuturesAccount;
  /** The balances the page shows (spot is the source). */
  balances: SettlementBalances;
  /** Prefilled amount (the missing margin), "" for none. */
  initialAmount: string;
  onClose: () => void;
  /** The transfer went through (its amount as the exchange booked it). */
  onDone: (amount: string) => void;
}

type Problem = { key: 'empty' | 'zero' | 'tooMuch' | 'insufficient' | 'decimals' | 'timeout' | 'network' | 'login' | 'denied' | 'generic'; message?: string };

/** A refused transfer in the trader's terms (the exchange's own text only as a last resort). */
function problemOf(error: unknown): Problem {
  const e = (error && typeof error === 'object' && 'kind' in error ? error : { kind: 'network', message: '' }) as ApiError;
  if (e.kind === 'timeout') return { key: 'timeout' };
  if (e.kind === 'network') return { key: 'network' };
  if (e.kind === 'not-logged-in') return { key: 'login' };
  if (e.kind === 'no-permission' || e.kind === 'banned') return { key: 'denied' };
  if (e.retCode === RET_INSUFFICIENT_BALANCE) return { key: 'insufficient' };
  if (e.retCode === RET_INVALID_AMOUNT) return { key: 'decimals' };
  return { key: 'generic', message: e.message };
}

/**
 * Transfer the settlement coin from the spot account to the account that
 * funds the bot (`transfer`), for when the margin asked is more than is
 * there. The amount is checked as typed (above zero, at most the spot
 * balance, at most the coin's decimals); the call carries a `request_id`
 * that stays the same while the amount does, so pressing Transfer again
 * after a time-out or a lost connection never moves the money twice — and
 * the error says so. Each refusal is explained next to the amount; the
 * balance refreshes when the transfer goes through (the call invalidates
 * it). A modal dialog: labelled by its title, focus inside, Escape closes.
 */
export default function TransferDialog({ coin, account, balances, initialAmount, onClose, onDone }: TransferDialogProps) {
  const t = useFuturesT(futuresTransferEn);
  const locale = t.language;
  const formId = useId();
  const [amount, setAmount] = useState(initialAmount);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [transfer, state] = useFuturesTransferMutation();
  const attempt = useRef<{ amount: string; requestId: string } | null>(null);
  const spot = new BigNumber(balances.available.spot);
  const accountName = t(`balance.accounts.${account}`);
  const spotName = t('balance.accounts.spot');
  const money = (value: BigNumber | string) => isolate(formatAmount(value, coin, { locale }), locale);

  const check = (): Problem | null => {
    const value = toBigNumber(amount);
    if (amount === '' || value === null) return { key: 'empty' };
    if (!value.isGreaterThan(0)) return { key: 'zero' };
    if (value.isGreaterThan(spot)) return { key: 'tooMuch' };
    return null;
  };

  const submit = async () => {
    const local = check();
    setProblem(local);
    if (local) return;
    const value = new BigNumber(amount).toFixed();
    if (attempt.current?.amount !== value) attempt.current = { amount: value, requestId: nanoid() };
    const result = await transfer({ coin, amount: value, from_account_type: 'spot', to_account_type: account, request_id: attempt.current.requestId });
    if ('error' in result) setProblem(problemOf(result.error));
    else onDone(result.data.amount);
  };

  const words = (p: Problem): string => {
    switch (p.key) {
      case 'tooMuch':
        return t('transfer.errors.tooMuch', { account: spotName, amount: money(spot) });
      case 'insufficient':
        return t('transfer.errors.insufficient', { account: spotName });
      case 'decimals':
        return t('transfer.errors.decimals', { coin, scale: balances.scale });
      case 'generic':
        return t('transfer.errors.generic', { message: p.message ?? '' });
      default:
        return t(`transfer.errors.${p.key}`);
    }
  };

  return (
    <Modal
      open
      title={t('transfer.title', { coin, account: accountName })}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>{t('transfer.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={state.isLoading}>
            {t('transfer.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="tb-fu-transfer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={t('transfer.amount')} hint={t('transfer.from', { account: spotName, amount: money(spot) })} error={problem ? words(problem) : undefined} required>
          {(control) => (
            <div className="tb-fu-transfer__amount">
              <NumberInput
                {...control}
                value={amount}
                onChange={(next) => {
                  setAmount(next);
                  setProblem(null);
                }}
                decimals={balances.scale}
                suffix={coin}
              />
              <Button size="sm" variant="ghost" aria-label={t('transfer.maxLabel')} disabled={!spot.isGreaterThan(0)} onClick={() => setAmount(spot.toFixed())}>
                {t('transfer.max')}
              </Button>
            </div>
          )}
        </Field>
      </form>
    </Modal>
  );
}
