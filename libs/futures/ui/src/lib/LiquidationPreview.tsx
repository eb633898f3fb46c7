import { useId, useMemo, type ReactNode } from 'react';
import type { FuturesContract, FuturesPosition, PositionSide } from '@tb/engine';
import { formatPercent } from '@tb/util-format';
import { isolate } from './bidi';
import { leverageText, quoteText, tickPriceText } from './format';
import { readLeverage } from './leverage';
import { addMarginEstimate, estimatePlan, type PlanEstimate, type PlannedFill } from './liquidation';
import { DEFAULT_LIQUIDATION_THRESHOLDS, markDistance } from './mark-distance';
import { useFuturesT } from './strings';

export interface LiquidationPreviewProps {
  contract: FuturesContract;
  /** The leverage as typed ("50"); nothing is estimated until it reads as allowed. */
  leverage: string;
  /**
   * The planned fills per side the bot can end up holding: a long grid's
   * buys under `long`, a neutral grid's buys under `long` and its sells under
   * `short`, a martingale's first order and adds under its side.
   */
  plans: { readonly long?: readonly PlannedFill[]; readonly short?: readonly PlannedFill[] };
  /** The live mark price (on the tick), what triggers liquidation. */
  markPrice: string;
  /** The settlement coin. */
  coin: string;
  /** Heading (default "Liquidation estimate"); level 3 unless told. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** Show the margin and fees the plan needs (default true). */
  showMargin?: boolean;
  /** Tone thresholds as fractions of the mark (default danger ≤ 3 %, warn ≤ 10 %). */
  thresholds?: { danger: string; warn: string };
}

/**
 * The estimated liquidation price of a planned position, live as the trader
 * types: per side (long and short where both apply), the price on the
 * contract's tick, how far it is from the mark price in percent, and a tone
 * when it is close (words and colour, never colour alone). Also the margin
 * and fees the plan needs, so the form can compare them with the balance.
 *
 * The figures come from the engine (`estimatePlan` → `estimateLiquidation`);
 * the plan is re-estimated only when the contract, leverage or fills change,
 * while a new mark price only moves the distances. Each price is an
 * `<output>` (a polite live region), so screen readers hear the result of a
 * change without the page announcing every keystroke elsewhere.
 */
export function LiquidationPreview({ contract, leverage, plans, markPrice, coin, title, headingLevel = 3, showMargin = true, thresholds = DEFAULT_LIQUIDATION_THRESHOLDS }: LiquidationPreviewProps) {
  const t = useFuturesT();
  const locale = t.language;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const reading = readLeverage(contract, leverage);
  const leverageE2 = reading.ok ? reading.e2 : null;
  const { long, short } = plans;
  const estimates = useMemo(() => {
    const sides: Array<[PositionSide, PlanEstimate]> = [];
    if (leverageE2 === null) return sides;
    if (long) sides.push(['long', estimatePlan(contract, leverageE2, long)]);
    if (short) sides.push(['short', estimatePlan(contract, leverageE2, short)]);
    return sides;
  }, [contract, leverageE2, long, short]);

  const ready = estimates.filter((entry): entry is [PositionSide, Extract<PlanEstimate, { ok: true }>] => entry[1].ok);
  const refused = estimates.map(([, estimate]) => estimate).find((estimate): estimate is Extract<PlanEstimate, { reason: 'risk' }> => !estimate.ok && estimate.reason === 'risk');
  const fig = (text: string) => isolate(text, locale);
  const lastLimit = contract.tiers[contract.tiers.length - 1].limit;

  let message: ReactNode = null;
  if (refused) {
    message = (
      <p className="tb-fu-note tb-fu-note--danger" role="alert">
        {refused.tier
          ? t('liquidation.refusedRisk', { value: fig(quoteText(contract, refused.valueUnits, coin, locale)), tier: refused.tier.id, tierMax: fig(leverageText(refused.tier.maxLeverageE2, locale)) })
          : t('liquidation.refusedBeyond', { value: fig(quoteText(contract, refused.valueUnits, coin, locale)), limit: fig(quoteText(contract, lastLimit, coin, locale)) })}
      </p>
    );
  } else if (ready.length === 0) {
    message = <p className="tb-fu-note">{t('liquidation.incomplete')}</p>;
  }

  const margin = ready.reduce((sum, [, estimate]) => sum + estimate.marginUnits, 0);
  const fees = ready.reduce((sum, [, estimate]) => sum + estimate.feeUnits, 0);

  return (
    <section className="tb-fu-card tb-fu-liq" aria-labelledby={headingId}>
      <Heading id={headingId} className="tb-fu-card__title">
        {title ?? t('liquidation.title')}
      </Heading>
      {message}
      {refused ? null : (
        <dl className="tb-fu-facts">
          {ready.map(([side, estimate]) => (
            <LiquidationRow key={side} contract={contract} side={side} liqTicks={estimate.liqTicks} markPrice={markPrice} label={t(side === 'long' ? 'liquidation.long' : 'liquidation.short')} thresholds={thresholds} />
          ))}
          {showMargin && ready.length > 0 ? (
            <>
              <div className="tb-fu-fact">
                <dt>{t('liquidation.margin')}</dt>
                <dd>
                  <bdi dir="ltr">{quoteText(contract, margin, coin, locale)}</bdi>
                </dd>
              </div>
              <div className="tb-fu-fact">
                <dt>{t('liquidation.fees')}</dt>
                <dd>
                  <bdi dir="ltr">{quoteText(contract, fees, coin, locale)}</bdi>
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      )}
      {ready.length > 0 ? <p className="tb-fu-note tb-fu-small">{t('liquidation.assumption')}</p> : null}
    </section>
  );
}

/** One liquidation price with its distance from the mark and its tone (also used by `AddMarginPreview`). */
function LiquidationRow({ contract, side, liqTicks, markPrice, label, thresholds }: { contract: FuturesContract; side: PositionSide; liqTicks: number | null; markPrice: string; label: string; thresholds: { danger: string; warn: string } }) {
  const t = useFuturesT();
  const locale = t.language;
  const labelId = useId();
  const distance = liqTicks === null ? null : markDistance(contract, side, liqTicks, markPrice, thresholds);
  const tone = distance?.tone ?? 'safe';
  let detail: string | null = null;
  if (liqTicks === null) detail = t('liquidation.never');
  else if (distance?.past) detail = t('liquidation.past');
  else if (distance) {
    const percent = isolate(formatPercent(distance.fraction, { locale }), locale);
    detail = t(distance.direction === 'below' ? 'liquidation.below' : 'liquidation.above', { percent });
  }
  return (
    <div className={`tb-fu-fact tb-fu-liq__row tb-fu-tone--${tone}`}>
      <dt id={labelId}>{label}</dt>
      <dd>
        <output aria-labelledby={labelId} className="tb-fu-liq__price">
          <bdi dir="ltr">{liqTicks === null ? '--' : tickPriceText(contract, liqTicks, locale)}</bdi>
        </output>
        {detail ? <span className="tb-fu-liq__detail">{detail}</span> : null}
        {tone !== 'safe' && !distance?.past ? <strong className="tb-fu-liq__tone">{t(tone === 'danger' ? 'liquidation.danger' : 'liquidation.warn')}</strong> : null}
      </dd>
    </div>
  );
}

export interface AddMarginPreviewProps {
  contract: FuturesContract;
  /** The open position (`positionFromFigures(contract, detail figures)`, or the engine's own). */
  position: FuturesPosition;
  /** The amount being typed, in the settlement coin. */
  amount: string;
  markPrice: string;
  coin: string;
  thresholds?: { danger: string; warn: string };
}

/**
 * For an "add margin" dialog: the liquidation price now and the one after
 * adding the amount being typed, each with its distance from the mark — so
 * the trader sees what the money buys before confirming. Computed by the
 * engine's `addMargin` on the position (`addMarginEstimate`).
 */
export function AddMarginPreview({ contract, position, amount, markPrice, coin, thresholds = DEFAULT_LIQUIDATION_THRESHOLDS }: AddMarginPreviewProps) {
  const t = useFuturesT();
  const locale = t.language;
  const estimate = useMemo(() => addMarginEstimate(contract, position, amount), [contract, position, amount]);
  if (!estimate || position.side === null) return null;
  const side = position.side;
  return (
    <dl className="tb-fu-facts tb-fu-add-margin">
      <LiquidationRow contract={contract} side={side} liqTicks={estimate.now} markPrice={markPrice} label={t('liquidation.now')} thresholds={thresholds} />
      {estimate.addedUnits > 0 ? (
        <LiquidationRow
          contract={contract}
          side={side}
          liqTicks={estimate.after}
          markPrice={markPrice}
          label={t('liquidation.after', { amount: isolate(quoteText(contract, estimate.addedUnits, coin, locale), locale) })}
          thresholds={thresholds}
        />
      ) : null}
    </dl>
  );
}
