/**
 * The bot kinds the simulator runs: one module per kind, each in its own
 * folder (`bots/kinds/<kind>/`: `index.ts` its composition root; driver,
 * service, book, route table, recipes). Adding a
 * kind is its registry row (`@tb/util-bot-kinds`), its engine file, its
 * contracts, its folder here and one line in this list; nothing else in the
 * simulator changes (see "Adding a bot kind" in docs/ARCHITECTURE.md).
 */
import type { KindModule } from '../kit';
import { dcaKind } from './dca';
import { futuresGridKind } from './futures-grid';
import { comboKind } from './combo';
import { martingaleKind } from './martingale';
import { spotGridKind } from './spot-grid';

export const KIND_MODULES: readonly KindModule[] = [spotGridKind, dcaKind, futuresGridKind, martingaleKind, comboKind];
