import type { ReactNode } from 'react';

/** A field's hint: its own help, then the server's bounds ("Allowed: a – b"); either may be absent (undefined when both are). */
export function hintWithBounds(hint: ReactNode, bounds: ReactNode): ReactNode {
  if (!hint && !bounds) return undefined;
  return (
    <>
      {hint}
      {hint && bounds ? ' ' : null}
      {bounds}
    </>
  );
}
