import { STATIC_SCRIPT_BASE, STATIC_SCRIPT_GLOBALS, type StaticScriptApis, type StaticScriptName } from './api';

/**
 * Loads one of the shell's static scripts (./api.ts) with a `<script>` tag,
 * once per page, and resolves with the API it registers. The URL is built
 * from a fixed list of names, never from page input. A failed load removes
 * its tag and forgets the attempt, so a later call tries again.
 */
const pending = new Map<StaticScriptName, Promise<unknown>>();

export function staticScriptUrl(name: StaticScriptName): string {
  return `${STATIC_SCRIPT_BASE}${name}.js`;
}

function registered<N extends StaticScriptName>(name: N): StaticScriptApis[N] | undefined {
  return (window as unknown as Record<string, StaticScriptApis[N] | undefined>)[STATIC_SCRIPT_GLOBALS[name]];
}

export function loadStaticScript<N extends StaticScriptName>(name: N): Promise<StaticScriptApis[N]> {
  const ready = registered(name);
  if (ready) return Promise.resolve(ready);
  const known = pending.get(name);
  if (known) return known as Promise<StaticScriptApis[N]>;
  const promise = new Promise<StaticScriptApis[N]>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = staticScriptUrl(name);
    script.async = true;
    script.dataset.tbStatic = name;
    const fail = (reason: string) => {
      script.remove();
      pending.delete(name);
      reject(new Error(`static script ${name}: ${reason}`));
    };
    script.addEventListener('load', () => {
      const api = registered(name);
      if (api) resolve(api);
      else fail('loaded without registering');
    });
    script.addEventListener('error', () => fail('failed to load'));
    document.head.append(script);
  });
  pending.set(name, promise);
  return promise;
}

/** Tests: forget earlier loads. */
export function resetStaticScripts(): void {
  pending.clear();
  for (const name of Object.keys(STATIC_SCRIPT_GLOBALS) as StaticScriptName[]) {
    delete (window as unknown as Record<string, unknown>)[STATIC_SCRIPT_GLOBALS[name]];
  }
  document.querySelectorAll('script[data-tb-static]').forEach((node) => node.remove());
}
