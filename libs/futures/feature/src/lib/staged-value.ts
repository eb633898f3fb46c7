import { startTransition, useEffect, useState } from 'react';

/**
 * `value` one render later, in a render of its own (issue 30: main-thread
 * work on the futures create pages).
 *
 * React slices a transition render between components, never inside one:
 * every memo a page computes in the same render of the same component (a
 * contract compiled, the form read, the engine's worst-case plan, the
 * engine's verdict) adds up to one long task. A value read through this
 * hook reaches the page only after the render that produced it has been
 * committed: an effect hands it over in a transition (`startTransition`),
 * which React renders as a new task. Chaining stages (`when`: start this
 * stage only once the previous one has caught up) spreads the work of one
 * arrival over several short tasks. `useDeferredValue` cannot do this: in a
 * transition render it returns the new value at once.
 *
 * The value is compared with `Object.is`: pass strings or stable objects
 * (an object built anew each render would start a render each time).
 * `initial` is returned until the first hand-over. A page that must never
 * act on a value the screen does not show yet compares the staged value
 * with the current one (a Review waits for them to agree).
 */
export function useStagedValue<T>(value: T, initial: T, when = true): T {
  const [staged, setStaged] = useState<{ readonly value: T }>(() => ({ value: initial }));
  useEffect(() => {
    if (!when) return;
    startTransition(() => setStaged((prev) => (Object.is(prev.value, value) ? prev : { value })));
  }, [value, when]);
  return staged.value;
}
