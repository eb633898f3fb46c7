import { act, render, screen } from '@testing-library/react';
import { clearDraft, DRAFT_PREFIX, readDraft, useFormDraft, writeDraft } from './form-draft';

const defaults = { leverage: '5', margin: '', legs: [] as string[], autoCycle: true };

function Form({ restore = true }: { restore?: boolean }) {
  const [values, setValues] = useFormDraft('test-kind', defaults, restore);
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <button type="button" onClick={() => setValues((v) => ({ ...v, margin: '12abc' }))}>
        type
      </button>
    </>
  );
}

describe('a create form’s draft (kept in the tab, survives a remount such as the boundary’s Retry)', () => {
  it('comes back, as typed (refused text included), after the form is mounted again', () => {
    const first = render(<Form />);
    act(() => screen.getByRole('button', { name: 'type' }).click());
    first.unmount();
    render(<Form />);
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({ ...defaults, margin: '12abc' });
  });

  it('gives way to a copy source, and reads back only the form’s own keys and types', () => {
    writeDraft('test-kind', { ...defaults, margin: '100' });
    render(<Form restore={false} />);
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual(defaults);
    sessionStorage.setItem(`${DRAFT_PREFIX}test-kind`, JSON.stringify({ leverage: 7, margin: '3', evil: '<script>', legs: 'x' }));
    expect(readDraft('test-kind', defaults)).toEqual({ ...defaults, margin: '3' });
    sessionStorage.setItem(`${DRAFT_PREFIX}test-kind`, '{not json');
    expect(readDraft('test-kind', defaults)).toBeNull();
    clearDraft('test-kind');
    expect(readDraft('test-kind', defaults)).toBeNull();
  });
});
