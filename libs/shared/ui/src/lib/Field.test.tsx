import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from './Field';
import { numberInputProblem } from '@tb/util-format';
import { NumberInput, sanitizeDecimal, useNumberProblemText } from './NumberInput';

describe('sanitizeDecimal (decimal strings, no float parsing)', () => {
  it.each([
    ['12.5', 2, '12.5'],
    ['12,5', 2, '12.5'],
    ['007', 2, '7'],
    ['.5', 2, '0.5'],
    ['0.', 2, '0.'],
    ['1 000.25', 2, '1000.25'],
    ['1,000.25', 2, '1000.25'],
    ['', 2, ''],
    ['123456789012345678901234.123456789', 9, '123456789012345678901234.123456789'],
  ])('%p (max %p decimals) → %p', (text, decimals, expected) => {
    expect(sanitizeDecimal(text, decimals)).toBe(expected);
  });

  it.each([['1.234', 2], ['1e5', 8], ['abc', 2], ['1.2.3', 2], ['-1', 2], ['1.5', 0]])('refuses %p', (text, decimals) => {
    expect(sanitizeDecimal(text, decimals)).toBeNull();
  });

  it('accepts a sign only when allowed', () => {
    expect(sanitizeDecimal('-1.5', 2, true)).toBe('-1.5');
  });
});

const seen: string[] = [];

function PriceField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const problemText = useNumberProblemText();
  const problem = numberInputProblem(value, { decimals: 2 });
  seen.push(value);
  return (
    <Field label="Lower price" hint="Between 100 and 70 000 USDT" error={error ?? (problem ? problemText(problem) : undefined)} required>
      {(control) => <NumberInput {...control} value={value} onChange={setValue} decimals={2} suffix="USDT" />}
    </Field>
  );
}

describe('Field + NumberInput', () => {
  it('labels the input and links the bounds hint', () => {
    render(<PriceField />);
    const input = screen.getByRole('textbox', { name: /Lower price/ });
    expect(input).toHaveAccessibleDescription('Between 100 and 70 000 USDT');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links the error text and marks the input invalid', () => {
    render(<PriceField error="Lower price must be below the upper price" />);
    const input = screen.getByRole('textbox', { name: /Lower price/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Between 100 and 70 000 USDT Lower price must be below the upper price');
    expect(screen.getByRole('alert')).toHaveTextContent('Lower price must be below the upper price');
  });

  it('takes thousands separators and a decimal comma, showing what was typed and giving the form the plain decimal', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const input = screen.getByRole('textbox', { name: /Lower price/ });
    await user.type(input, '1,234.5');
    expect(input).toHaveValue('1,234.5');
    expect(seen[seen.length - 1]).toBe('1234.5');
    await user.clear(input);
    await user.type(input, '12,5');
    expect(seen[seen.length - 1]).toBe('12.5');
    expect(input).not.toHaveAttribute('aria-invalid');
    // pasted
    await user.clear(input);
    await user.paste('65 000,25');
    expect(seen[seen.length - 1]).toBe('65000.25');
  });

  it('never drops a character silently: 5e2 stays as typed and the field says why', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const input = screen.getByRole('textbox', { name: /Lower price/ });
    await user.type(input, '5e2');
    expect(input).toHaveValue('5e2');
    expect(seen[seen.length - 1]).toBe('5e2');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number: digits, with one decimal point');
    await user.clear(input);
    await user.type(input, '1.234');
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 2 decimal places.');
  });
});
