/**
 * The bot's open position as the engine's exact futures core sees it, rebuilt
 * from the detail's figures on the contract compiled from the symbol cache:
 * what the add-margin preview and the position's maintenance margin (its
 * margin ratio) are computed from. Null while the contract loads, when the
 * bot is flat, or when the figures do not make a position.
 */
import { useMemo } from 'react';
import { requiredMaintenanceMargin, unitsToQuote, type FuturesContract, type FuturesPosition } from '@tb/engine';
import { useFuturesContract } from '@tb/futures-feature';
import { positionFromFigures } from '@tb/futures-ui';
import { toBigNumber } from '@tb/util-format';
import type { MartDetailResult } from '../api/bot-endpoints';
import { sideOf } from './view';

type Detail = MartDetailResult['fmart_detail'];

export function useEnginePosition(detail: Detail): { contract: FuturesContract; position: FuturesPosition } | null {
  const state = useFuturesContract(detail.symbol);
  const contract = state.status === 'ready' ? state.contract : null;
  const { pos_size: size, fmart_mode: mode, avg_pos_price: entryPrice, pos_balance: margin, leverage } = detail;
  return useMemo(() => {
    if (!contract || !(toBigNumber(size)?.isGreaterThan(0) ?? false) || !entryPrice) return null;
    const position = positionFromFigures(contract, { side: sideOf(mode), size, entryPrice, margin, leverage });
    return position ? { contract, position } : null;
  }, [contract, size, mode, entryPrice, margin, leverage]);
}

/** The maintenance margin the position needs (quote), "" when unknown. */
export function maintenanceMarginOf(built: { contract: FuturesContract; position: FuturesPosition } | null): string {
  return built ? unitsToQuote(built.contract.market, requiredMaintenanceMargin(built.contract, built.position)) : '';
}
