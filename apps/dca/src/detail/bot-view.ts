/**
 * How a bot's server values read on screen: status, close reason and close
 * mode through the shared enumerations (total converters: an unknown wire
 * value reads as "unknown", never throws).
 */
import { dcaCloseReason, dcaMode, spotGridStatus } from '@tb/util-enums';

export type StatusView = 'running' | 'buying' | 'completed' | 'cancelling' | 'new' | 'unknown';
export type CloseReasonView = 'manually' | 'reachedMax' | 'symbolDelisted' | 'userBanned' | 'taxTagChange' | 'unknown';
export type CloseModeView = 'base' | 'quote' | 'unknown';

export function statusView(status: string, buying = false): StatusView {
  const value = spotGridStatus.fromServer(status);
  if (value === 'running') return buying ? 'buying' : 'running';
  if (value === 'completed' || value === 'cancelling' || value === 'new') return value;
  if (value === 'initializing' || value === 'raw') return 'new';
  return 'unknown';
}

export function closeReasonView(reason: string): CloseReasonView {
  const value = dcaCloseReason.fromServer(reason);
  return value === 'unknown' ? 'unknown' : value;
}

export function closeModeView(mode: string): CloseModeView {
  const value = dcaMode.fromServer(mode);
  return value === 'base' || value === 'quote' ? value : 'unknown';
}
