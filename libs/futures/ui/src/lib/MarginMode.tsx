import { ChoiceGroup } from '@tb/ui';
import { useFuturesT } from './strings';

/** The margin mode of a bot's position: isolated, the only one the bots use. */
export type MarginMode = 'isolated';

/**
 * Margin mode, shown as a read-only choice: **isolated** is chosen, **cross**
 * is there but disabled, each with a sentence saying what it means.
 *
 * Why not a real choice: nothing in the spec lets a bot use cross margin —
 * the futures payloads (create, detail, add margin) carry no margin-mode
 * field, a bot's margin is what the trader puts in (`init_margin`,
 * `total_investment`, "add margin" / withdraw margin), and the exchange's
 * futures core and simulator keep each bot's position isolated
 * (libs/engine/src/futures/position.ts: one isolated position, its own
 * margin account). Showing the disabled cross option answers the question a
 * futures trader brings from the exchange's own order form ("which mode?")
 * instead of leaving it open. It is a radio group (a fieldset with its
 * legend), so it reads as the choice it is, with the one option checked.
 */
export function MarginModeChoice({ hideLegend = false }: { hideLegend?: boolean }) {
  const t = useFuturesT();
  return (
    <ChoiceGroup<'isolated' | 'cross'>
      className="tb-fu-margin-mode"
      legend={t('marginMode.legend')}
      hideLegend={hideLegend}
      look="cards"
      value="isolated"
      onChange={() => undefined}
      options={[
        { value: 'isolated', label: t('marginMode.isolated'), description: t('marginMode.isolatedHelp') },
        { value: 'cross', label: t('marginMode.cross'), description: t('marginMode.crossHelp'), disabled: true },
      ]}
    />
  );
}
