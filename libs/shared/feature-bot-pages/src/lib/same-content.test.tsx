import { renderHook } from '@testing-library/react';
import { useSameContent } from './same-content';

describe('useSameContent', () => {
  it('keeps the first reference while the content is equal, and gives the new one when it changes', () => {
    const first = { leverage: { error: 'Too high', bounds: '1x – 100x' }, margin: {} };
    const { result, rerender } = renderHook(({ value }) => useSameContent(value), { initialProps: { value: first } });
    expect(result.current).toBe(first);
    rerender({ value: { leverage: { error: 'Too high', bounds: '1x – 100x' }, margin: {} } });
    expect(result.current).toBe(first);
    const changed = { leverage: { error: 'Too low', bounds: '1x – 100x' }, margin: {} };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });
});
