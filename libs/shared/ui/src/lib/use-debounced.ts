import { useEffect, useState } from 'react';

/** `value`, settled: changes only after it stopped changing for `delayMs` (forms that ask the server as the trader types). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
