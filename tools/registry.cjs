// @ts-check
/**
 * The bot-kind registry (libs/shared/util-bot-kinds/src/lib/registry.ts) for
 * the workspace's Node tools: the lint config, the webpack config and the
 * scripts. jiti strips the file's types, so the one TypeScript table stays
 * the only list of kinds and areas.
 */
const path = require('node:path');
const { createJiti } = require('jiti');

const jiti = createJiti(__filename);
/** @type {typeof import('../libs/shared/util-bot-kinds/src/lib/registry')} */
const registry = jiti(path.join(__dirname, '../libs/shared/util-bot-kinds/src/lib/registry.ts'));

const { AREAS, BOT_KINDS, TOOL_AREAS, remoteNameOf } = registry;
// Named so that ES modules can `import { AREAS } from './registry.cjs'` (Node reads the names statically).
module.exports = { AREAS, BOT_KINDS, TOOL_AREAS, remoteNameOf };
