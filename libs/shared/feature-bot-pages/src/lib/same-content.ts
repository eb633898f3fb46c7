import { useMemo } from 'react';

/**
 * `value` as the first object of its content: the same reference while a new
 * render builds an equal one (compared as JSON), so a memoised part that takes
 * it (a create form's fields, given the words under each) skips the page's
 * renders that change none of its words (issue 30). For plain data only:
 * strings, numbers, booleans, arrays and objects of them.
 */
export function useSameContent<T>(value: T): T {
  const key = JSON.stringify(value);
  // keyed by content, not identity: an equal value keeps the reference first given for it
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
