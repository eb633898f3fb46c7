import { lazy, memo, Suspense, useState } from 'react';
import { useLoginStatus } from '@tb/data-access-session';
import { isolate, useFuturesT } from '@tb/futures-ui';
import { Button, SkeletonText } from '@tb/ui';
import { BigNumber, formatAmount, toBigNumber } from '@tb/util-format';
import { settlementBalances, useFuturesCoinBalancesQuery, type FuturesAccount } from './balance-api';

// The dialog (and its words for each refusal) arrives when the trader opens it.
const TransferDialog = lazy(() => import(/* webpackChunkName: "futures-transfer" */ './TransferDialog'));

export interface SettlementBalanceProps {
  /** The settlement coin of the contract (`ContractConfig.coin`). */
  coin: string;
  /** The account funding the bot (default `derivatives`). */
  account?: FuturesAccount;
  /** The margin the form asks for (decimal string, "" while empty); above the available balance, a transfer in is offered for the difference. */
  required?: string;
  /** After a transfer went through (the balance refreshes by itself). */
  onTransferred?: (amount: string) => void;
}

/**
 * The settlement coin's available balance in the account that funds the bot
 * (the asset balance call, `get-all-coin`), with a "Transfer in" shortcut.
 * When the margin asked is more than that, it says by how much and offers to
 * transfer exactly the missing amount (rounded up to the coin's decimals)
 * from the spot account; the dialog loads on demand. The transfer
 * invalidates the balance, so the figure refreshes after it, and a status
 * line says what was moved (announced politely; focus is back on the
 * button). Logged-out visitors are asked to log in, without a call for a
 * balance they have none of (the private call would only answer "not logged
 * in"); a failed call has a Retry.
 * Memoised (its props are strings): a create form's render for another
 * field does not render the balance again (issue 30).
 */
export const SettlementBalance = memo(function SettlementBalance({ coin, account = 'derivatives', required = '', onTransferred }: SettlementBalanceProps) {
  const t = useFuturesT();
  const locale = t.language;
  const login = useLoginStatus();
  const query = useFuturesCoinBalancesQuery(coin, { skip: login !== 'logged-in' });
  const [dialog, setDialog] = useState<{ amount: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const accountName = t(`balance.accounts.${account}`);
  const balances = settlementBalances(query.data, coin);

  if (login === 'unknown' || query.isLoading) return <SkeletonText lines={1} />;
  if (login === 'anonymous' || query.error || !balances) {
    const anonymous = login === 'anonymous' || (query.error && 'kind' in query.error && query.error.kind === 'not-logged-in');
    return (
      <div className="tb-fu-balance">
        <span>{anonymous ? t('balance.login') : t('balance.failed')}</span>
        {anonymous ? null : (
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('balance.retry')}
          </Button>
        )}
      </div>
    );
  }

  const available = new BigNumber(balances.available[account]);
  const asked = toBigNumber(required);
  const missing = asked !== null && asked.isGreaterThan(available) ? asked.minus(available).decimalPlaces(balances.scale, BigNumber.ROUND_UP) : null;
  const money = (value: BigNumber | string) => formatAmount(value, coin, { locale });

  return (
    <div className="tb-fu-balance">
      <span>
        {t('balance.available', { account: accountName })}{' '}
        <bdi dir="ltr" className="tb-fu-balance__figure">
          {money(available)}
        </bdi>
      </span>
      <Button
        size="sm"
        variant={missing ? 'primary' : 'ghost'}
        onClick={() => {
          setDone(null);
          setDialog({ amount: missing ? missing.toFixed() : '' });
        }}
      >
        {missing ? t('balance.transferMissing', { amount: isolate(money(missing), locale) }) : t('balance.transferIn')}
      </Button>
      {missing ? (
        <p className="tb-fu-balance__short" role="alert">
          {t('balance.short', { required: isolate(money(asked!), locale), missing: isolate(money(missing), locale) })}
        </p>
      ) : null}
      {done ? (
        <p className="tb-fu-balance__short tb-fu-muted" role="status">
          {/* shown after the dialog's transfer: the dialog has added the transfer words */}
          {t('transfer.done', { amount: isolate(money(done), locale), account: accountName })}
        </p>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <TransferDialog
            coin={coin}
            account={account}
            balances={balances}
            initialAmount={dialog.amount}
            onClose={() => setDialog(null)}
            onDone={(amount) => {
              setDialog(null);
              setDone(amount);
              onTransferred?.(amount);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
