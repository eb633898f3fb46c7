import { gridCloseReason, spotGridStatus, type BotStatus, type GridCloseReason } from '@tb/util-enums';

/** The detail's `status` wire value as the app reads it (anything unknown reads as 'unknown'). */
export function botStatus(wire: string): BotStatus {
  return spotGridStatus.fromServer(wire);
}

/** Closed for good: nothing can be changed any more. */
export function isClosed(status: BotStatus): boolean {
  return status === 'completed' || status === 'rejected';
}

/** The bot accepts changes (withdraw, modify, add, close): SG-3 allows NEW and RUNNING. */
export function isActive(status: BotStatus): boolean {
  return status === 'new' || status === 'running' || status === 'awaitActivation' || status === 'initializing';
}

export function closeReason(wire: string): GridCloseReason {
  return gridCloseReason.fromServer(wire);
}
