import { screen } from '@testing-library/react';
import { fakeExchange, ok, ready, renderWithStore } from '../testing/render';
import RiskView from './RiskView';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

// The risk tab's English words travel with its own chunk (i18n/en/home-risk.ts), not with every
// visitor's first download: the view must still speak them, beside the tab label kept in `home`.
describe('Home: the risk tab', () => {
  it('speaks its own words once its chunk is in', async () => {
    restore = fakeExchange((url) => (url.includes('risk') ? ok({ positions: [], exposure: [] }) : undefined)).restore;
    renderWithStore(<RiskView locale="en" />);
    expect(await screen.findByText(/^No open futures positions\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Risk of your running futures bots' })).toBeInTheDocument();
  });

  it('says when the positions could not be loaded, with a way to try again', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    restore = fakeExchange(() => undefined).restore;
    renderWithStore(<RiskView locale="en" />);
    expect(await screen.findByText('Your positions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
