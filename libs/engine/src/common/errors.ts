/**
 * Errors every bot kind's transitions share. (Invalid input at the engine's
 * boundary is `EngineInputError` of core/rules.ts, with the field it names.)
 */

/** A transition refused by the bot's current state (e.g. closing a completed bot: the API's 405). */
export class EngineStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineStateError';
  }
}
