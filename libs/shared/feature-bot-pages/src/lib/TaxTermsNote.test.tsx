import { render, screen } from '@testing-library/react';
import { TaxTermsNote } from './TaxTermsNote';

let indGst = false;
jest.mock('@tb/data-access-session', () => ({ useIsIndGstUser: () => indGst }));

describe('the IND-GST tax note on spot create confirmations', () => {
  it('tells an IND-GST user that fees include GST and what a change of registration does', () => {
    indGst = true;
    render(<TaxTermsNote />);
    expect(screen.getByText(/registered for IND-GST: the trading fees of this bot’s orders include GST/)).toBeInTheDocument();
    expect(screen.getByText(/closes the bot \(reason: tax status changed\)/)).toBeInTheDocument();
  });

  it('says nothing to other users', () => {
    indGst = false;
    const { container } = render(<TaxTermsNote />);
    expect(container).toBeEmptyDOMElement();
  });
});
