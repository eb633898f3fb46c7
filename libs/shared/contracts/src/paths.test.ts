/**
 * @jest-environment node
 */
import type * as Contract from './index';
import type * as Paths from './paths';

// Any schema code reached from the paths entry would load TypeBox: make that fail loudly.
jest.mock('typebox', () => {
  throw new Error('the paths entry loaded schema code (typebox)');
});

describe('@tb/contracts/paths', () => {
  it('loads without any schema code, and names the same paths the full contract exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const paths = require('./paths') as typeof Paths;
    expect(paths.DCA_PATHS.status).toBe('/x-api/s1/bot/dca/v1/status');
    expect(paths.SPOT_GRID_PATHS.createGrid).toBe('/x-api/s1/bot/grid/v1/create-grid');
    expect(paths.API_PATHS.kline).toBe('/x-api/s1/market/v1/kline');
    expect(paths.announcementsPath('en-us')).toBe('/x-api/announcements/api/search/v1/index/en-us');
    jest.unmock('typebox');
    jest.resetModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const contract = require('./index') as typeof Contract;
    expect(contract.DCA_PATHS).toEqual(paths.DCA_PATHS);
    expect(contract.SPOT_GRID_PATHS).toEqual(paths.SPOT_GRID_PATHS);
    expect(contract.BOTS_PATHS).toEqual(paths.BOTS_PATHS);
    expect(contract.FMART_PATHS).toEqual(paths.FMART_PATHS);
    expect(contract.API_PATHS).toEqual(paths.API_PATHS);
    expect(contract.NOTICE_PATHS).toEqual(paths.NOTICE_PATHS);
    expect(contract.NOTICE_KINDS).toEqual(paths.NOTICE_KINDS);
  });
});
