import type { ServerEnum } from './define-enum';
import * as bot from './bot';
import * as close from './close';
import * as futures from './futures';
import * as grid from './grid';
import * as combo from './martingale-combo';
import * as spot from './spot';
import * as status from './status';

function isServerEnum(value: unknown): value is ServerEnum<string> {
  return typeof value === 'object' && value !== null && 'fromServer' in value && 'toServer' in value && 'values' in value;
}

/**
 * Every enumeration with a server form, by exported name: the round-trip
 * test walks it, and the simulator may use it to validate a field by name.
 */
const exported: Record<string, unknown> = { ...bot, ...grid, ...spot, ...futures, ...status, ...combo, ...close };

export const ALL_SERVER_ENUMS: Readonly<Record<string, ServerEnum<string>>> = Object.fromEntries(
  Object.entries(exported).filter((entry): entry is [string, ServerEnum<string>] => isServerEnum(entry[1])),
);
