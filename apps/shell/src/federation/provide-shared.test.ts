import React from 'react';
import * as router from '@tb/router';
import { SHARED_PROVIDERS, sharedOption, sharedSpecs } from './provide-shared';

// The list the remotes are built with (tools/webpack/shared.js): the build injects it as __TB_SHARED__, and so does jest.config.js.
const sharedManifest = () => {
  const specs = sharedSpecs();
  if (!specs['react']) throw new Error('__TB_SHARED__ is not set (apps/shell/jest.config.js)');
  return specs;
};

describe("the shell's shared singletons, handed to the federation runtime", () => {
  it('has a provider for every singleton the remotes consume, and only those', () => {
    expect(Object.keys(SHARED_PROVIDERS).sort()).toEqual(Object.keys(sharedManifest()).sort());
  });

  it('hands over the very modules the shell runs, as singletons with the versions the remotes are built against', async () => {
    const shared = sharedOption(sharedManifest());
    expect(shared['react']).toMatchObject({ shareConfig: { singleton: true, eager: false }, version: React.version });
    expect('lib' in shared['react'] && shared['react'].lib()).toBe(React);
    expect('lib' in shared['@tb/router'] && shared['@tb/router'].lib()).toBe(router);
    expect(shared['@tb/router']).toMatchObject({ version: '0.0.0', shareConfig: { requiredVersion: false } });
    // what only remotes use is downloaded when the first one asks
    const symbols = shared['@tb/data-access-symbols'];
    expect('get' in symbols).toBe(true);
    if ('get' in symbols) expect((await symbols.get())()).toHaveProperty('__esModule');
  });

  it('refuses a singleton without a provider (a second copy would run otherwise)', () => {
    expect(() => sharedOption({ 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow(/no provider for the shared singleton left-pad/);
  });
});
