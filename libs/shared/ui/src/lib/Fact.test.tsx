import { render, screen } from '@testing-library/react';
import { Fact } from './Fact';

describe('Fact', () => {
  it('is a term and its value in a description list, the value isolated left to right when asked', () => {
    const { container } = render(
      <dl>
        <Fact term="PnL" ltr>
          −0.15
        </Fact>
        <Fact term="Account">Spot</Fact>
      </dl>,
    );
    const terms = screen.getAllByRole('term').map((n) => n.textContent);
    const values = screen.getAllByRole('definition').map((n) => n.textContent);
    expect(terms).toEqual(['PnL', 'Account']);
    expect(values).toEqual(['−0.15', 'Spot']);
    const bdi = container.querySelectorAll('dd > bdi[dir="ltr"]');
    expect(bdi).toHaveLength(1);
    expect(bdi[0].textContent).toBe('−0.15');
  });
});
