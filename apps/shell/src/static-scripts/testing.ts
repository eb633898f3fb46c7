/**
 * Test support (not part of any bundle): jsdom does not fetch `<script>`
 * tags, so tests play the browser — wait for the tag the loader added,
 * register the script's API as the real script would, fire `load`.
 */
import { waitFor } from '@testing-library/react';
import { STATIC_SCRIPT_GLOBALS, type StaticScriptApis, type StaticScriptName } from './api';

export async function serveStaticScript<N extends StaticScriptName>(name: N, api: StaticScriptApis[N]): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const tag = document.querySelector<HTMLScriptElement>(`script[data-tb-static="${name}"]`);
    if (!tag) throw new Error(`no script tag for ${name} yet`);
    return tag;
  });
  (window as unknown as Record<string, unknown>)[STATIC_SCRIPT_GLOBALS[name]] = api;
  script.dispatchEvent(new Event('load'));
  return script;
}
