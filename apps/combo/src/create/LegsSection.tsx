import { memo, useId, useState } from 'react';
import type { SymbolConfigCache } from '@tb/data-access-symbols';
import { ContractPickerDialog, type FuturesContractState } from '@tb/futures-feature';
import { isolate } from '@tb/futures-ui';
import { Button, ChoiceGroup, NumberInput, useNumberProblemText } from '@tb/ui';
import { DASH, changeTone, formatPercentWhole, formatPrice, formatSignedPercent, quoteChange, readNumberField } from '@tb/util-format';
import { skipToken } from '@tb/data-access-api';
import { useQuote } from '@tb/data-access-quotes';
import { useComboCreateSymbolListQuery } from '../api/create-endpoints';
import { useComboCreateT } from '../i18n';
import { applyMode, botModeOf, bpToPercent, evenSplit, MAX_LEGS, remainderBp, toggleLeg, WEIGHT_RULE, weightBp, type Leg, type LegSide } from './legs';

export interface LegsSectionProps {
  legs: readonly Leg[];
  onChange: (legs: Leg[]) => void;
  contracts: Readonly<Record<string, FuturesContractState>>;
  /** The words under the legs: a check code or refusal for `symbol_settings`, or the leg count. */
  error?: string;
  /** Show the weights' problem even before a weight was touched (after a submit). */
  showProblems: boolean;
  cache?: SymbolConfigCache;
}

/**
 * The combo's legs: a long/short/mix quick choice, the contract picker (add
 * or remove, 2–10), and per leg its live price and 24 h change, its side and
 * its weight. The weights' sum is said under the table — exact, what is left
 * to allocate, or what is too much — and "Even split" applies decision 2's
 * split; the form refuses to submit until the sum is exactly 100 %.
 * The picker offers the contracts the combo's own symbol list
 * (get-symbol-list, asked when it opens) says a combo may use; while it
 * loads the picker waits, and without it (a failed call) every listed
 * contract is offered (the limit call still judges the legs).
 * Memoised: the form renders again for what the legs do not show (FC-1's
 * answer, the verdict's chunk), and the legs' rows are not rendered with it.
 */
export const LegsSection = memo(function LegsSection({ legs, onChange, contracts, error, showProblems, cache }: LegsSectionProps) {
  const t = useComboCreateT();
  const locale = t.language;
  const headingId = useId();
  const sumId = useId();
  const [picking, setPicking] = useState(false);
  const symbolList = useComboCreateSymbolListQuery(picking ? undefined : skipToken);
  const only = symbolList.data ? symbolList.data.list.map((row) => row.symbol) : symbolList.isLoading ? null : undefined;
  const [touched, setTouched] = useState(false);
  const problemText = useNumberProblemText();
  const weightErrorId = useId();
  const mode = botModeOf(legs);
  const remainder = remainderBp(legs);
  const pct = (bp: number) => formatPercentWhole(bpToPercent(bp), { locale });
  const sumProblem = legs.length === 0 ? null : remainder === null ? t('legs.invalid') : remainder > 0 ? t('legs.remaining', { amount: isolate(pct(remainder), locale) }) : remainder < 0 ? t('legs.over', { amount: isolate(pct(-remainder), locale) }) : null;
  const weightsInvalid = sumProblem !== null && (touched || showProblems);

  const update = (index: number, patch: Partial<Leg>) => onChange(legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));

  return (
    <section className="combo-card combo-legs" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legs.heading')}</h2>
      <p className="tb-field__hint">{t('legs.intro')}</p>
      <ChoiceGroup<'long' | 'short' | 'mix'>
        legend={t('legs.quick')}
        look="segmented"
        value={mode === 'unspecified' ? undefined : mode}
        onChange={(next) => onChange(applyMode(legs, next))}
        options={[
          { value: 'long', label: t('legs.allLong') },
          { value: 'short', label: t('legs.allShort') },
          { value: 'mix', label: t('legs.mix') },
        ]}
      />
      <div className="combo-legs__actions">
        <Button onClick={() => setPicking(true)}>{t('legs.add')}</Button>
        <Button onClick={() => onChange(evenSplit(legs))} disabled={legs.length === 0}>
          {t('legs.even')}
        </Button>
      </div>
      {picking ? (
        <ContractPickerDialog
          title={t('legs.pick')}
          onClose={() => setPicking(false)}
          footer={
            <Button variant="primary" onClick={() => setPicking(false)}>
              {t('legs.pickDone')}
            </Button>
          }
          note={<p role="status">{t('legs.chosen', { count: legs.length, max: MAX_LEGS })}</p>}
          selected={legs.map((leg) => leg.symbol)}
          onChange={(symbol) => onChange(toggleLeg(legs, symbol))}
          cache={cache}
          only={only}
          focusOnMount
        />
      ) : null}
      {legs.length === 0 ? (
        <p>{t('legs.empty')}</p>
      ) : (
        <div className="combo-table-wrap">
          <table className="combo-legs__table">
            <caption className="tb-visually-hidden">{t('legs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('legs.symbol')}</th>
                <th scope="col">{t('legs.price')}</th>
                <th scope="col">{t('legs.change')}</th>
                <th scope="col">{t('legs.side')}</th>
                <th scope="col">{t('legs.weight')}</th>
                <th scope="col">
                  <span className="tb-visually-hidden">{t('legs.removeHead')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {legs.map((leg, i) => {
                const state = contracts[leg.symbol];
                const tickSize = state && state.status !== 'loading' ? state.config.tickSize : undefined;
                // the weight's own reading (letters, a sign, a third decimal, over 100): said at once, at the weight
                const reading = readNumberField(leg.weight, WEIGHT_RULE, locale);
                const own = reading.ok || reading.problem.kind === 'required' ? undefined : problemText(reading.problem, (v) => formatPercentWhole(v, { locale, minDecimals: 0 }));
                const bad = !!own || (weightsInvalid && (weightBp(leg.weight) === null || sumProblem !== null));
                return (
                  <tr key={leg.symbol}>
                    <th scope="row" dir="ltr">
                      {leg.symbol}
                    </th>
                    <LegQuoteCells symbol={leg.symbol} tickSize={tickSize} locale={locale} priceLabel={t('legs.price')} changeLabel={t('legs.change')} />
                    <td>
                      <ChoiceGroup<LegSide>
                        legend={t('legs.sideOf', { symbol: leg.symbol })}
                        hideLegend
                        look="segmented"
                        value={leg.side}
                        onChange={(side) => update(i, { side })}
                        options={[
                          { value: 'long', label: t('legs.long') },
                          { value: 'short', label: t('legs.short') },
                        ]}
                      />
                    </td>
                    <td>
                      <NumberInput
                        aria-label={t('legs.weightOf', { symbol: leg.symbol })}
                        aria-invalid={bad || undefined}
                        aria-describedby={own ? `${weightErrorId}-${i} ${sumId}` : sumId}
                        value={leg.weight}
                        decimals={2}
                        suffix="%"
                        locale={locale}
                        onChange={(weight) => update(i, { weight })}
                        onBlur={() => setTouched(true)}
                      />
                      {own ? (
                        <p id={`${weightErrorId}-${i}`} className="tb-field__error" role="alert">
                          {own}
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <Button size="sm" variant="ghost" aria-label={t('legs.remove', { symbol: leg.symbol })} onClick={() => onChange(toggleLeg(legs, leg.symbol))}>
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p data-testid="bot-mode">{t('legs.mode', { mode: t(`legs.modes.${mode}`) })}</p>
      <div id={sumId}>
        {weightsInvalid ? (
          <p className="tb-field__error" role="alert">
            {sumProblem}
          </p>
        ) : (
          <p className="tb-field__hint" role="status">
            {sumProblem ?? (legs.length > 0 ? t('legs.exact') : '')}
          </p>
        )}
        {error ? (
          <p className="tb-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
});

/**
 * A leg's live price and 24 h change. Each row's cells read their own quote,
 * so a quote re-renders two cells, not the legs table with its inputs and
 * words (issue 30: quote ticks re-rendering the whole section were the
 * page's largest tasks after its first paint).
 */
function LegQuoteCells({ symbol, tickSize, locale, priceLabel, changeLabel }: { symbol: string; tickSize: string | undefined; locale: string; priceLabel: string; changeLabel: string }) {
  const quote = useQuote(symbol);
  const change = quoteChange(quote, '');
  return (
    <>
      <td dir="ltr" data-label={priceLabel}>
        {quote?.close ? formatPrice(quote.close, { tickSize, locale }) : DASH}
      </td>
      <td dir="ltr" className={`tb-fu-tone--${changeTone(change)}`} data-label={changeLabel}>
        {change ? formatSignedPercent(change, { locale }) : DASH}
      </td>
    </>
  );
}
