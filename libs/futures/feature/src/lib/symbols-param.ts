/**
 * `?symbols=A,B` as a list (empty entries dropped): how the contracts page
 * hands several chosen contracts to a create page. Its own module, so a
 * create page reading the link does not carry the contracts page.
 */
export function symbolsParam(text: string | null): string[] {
  return (text ?? '').split(',').filter((name) => name !== '');
}
