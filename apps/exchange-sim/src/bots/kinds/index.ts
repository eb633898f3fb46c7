/**
 * The bot kinds the simulator runs: one module per kind, each in its own
 * folder (`bots/kinds/<kind>/`: driver, service, book, route table). Adding a
 * kind is its registry row (`@tb/util-bot-kinds`), its engine file, its
 * contracts, its folder here and one line in this list; nothing else in the
 * simulator changes (see "Adding a bot kind" in docs/ARCHITECTURE.md).
 */
import type { KindModule } from '../kit';
import { dcaKind } from './dca/driver';
import { futuresGridKind } from './futures-grid/driver';
import { comboKind } from './combo/driver';
import { martingaleKind } from './martingale/driver';
import { spotGridKind } from './spot-grid/driver';

export const KIND_MODULES: readonly KindModule[] = [spotGridKind, dcaKind, futuresGridKind, martingaleKind, comboKind];
