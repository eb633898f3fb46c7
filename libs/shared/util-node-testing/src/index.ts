/**
 * Test kits that run in node only (the file system, temporary folders): shared by the simulator's
 * tests and e2e, which may import nothing else in common (e2e only `type:util` libs, the simulator
 * nothing under tools/). Tagged `platform:node`: lint keeps it out of every page.
 */
export { copyOfTemplate, runFolder, templateKey, type TemplateOptions } from './lib/template-database';
