import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Fact } from '@tb/ui';
import { followLeader } from '../testing';
import { creationSource } from './creation-source';
import { FollowScaffold, gridRange, moveSince, rangePlace, showsDefeat, tickOf, type FollowView } from './FollowScaffold';
import { botPageStrings } from './strings';
import { renderPage } from './testing';

const view = (over: Partial<FollowView> = {}): FollowView => ({
  title: 'Copy a futures grid · BTCUSDT',
  source: { nick_name: 'ad***', defeat_per: '0.75', follow_num: 3, leader: followLeader(['BTCUSDT'], { start: '20000.0', now: '21000.0' }) },
  facts: <Fact term="Total APR">+40.00%</Fact>,
  grid: gridRange('19000.0', '22000.0'),
  parameters: <Fact term="Leverage">10x</Fact>,
  copy: { botId: '77', extra: { symbol: 'BTCUSDT' } },
  card: { kind: 'GRID_FUTURES', symbol: 'BTCUSDT' },
  ...over,
});

const scaffold = (v: FollowView) => (
  <FollowScaffold useDetail={() => ({ isLoading: false, data: { detail: v.source }, refetch: () => undefined })} idPrefix="t-follow" pageTitle="Copy a futures grid" view={() => v} />
);

describe('follow scaffold', () => {
  it('shows who runs it, the kind’s figures, the defeat share from 0.6, the copies, the leader’s entry beside the price now, the curve and the parameters', async () => {
    await renderPage(scaffold(view()), { login: 'anonymous', url: '/tradingbot/en/futures-grid/follow/77/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Copy a futures grid · BTCUSDT' })).toBeInTheDocument();
    expect(screen.getByText('Run by ad***')).toBeInTheDocument();
    const facts = screen.getByTestId('follow-facts');
    expect(within(facts).getByText('Total APR').nextElementSibling).toHaveTextContent('+40.00%');
    expect(within(facts).getByText('Ahead of').nextElementSibling).toHaveTextContent('75.00% of bots of this kind');
    expect(within(facts).getByText('Copied by').nextElementSibling).toHaveTextContent('3 traders');
    const entry = screen.getByRole('region', { name: 'The leader’s entry and yours now' });
    expect(within(entry).getByText('Leader’s entry → price now').nextElementSibling).toHaveTextContent('20,000.0 → 21,000.0 (+5.00% since)');
    expect(within(entry).getByText('The leader entered at 20,000.0; a copy made now starts at 21,000.0.')).toBeInTheDocument();
    expect(within(entry).getByTestId('range-place')).toHaveTextContent('inside the leader’s range');
    expect(screen.getByRole('region', { name: 'The leader’s return over time' })).toHaveTextContent('Total return from 0.00% to +3.12%; lowest -1.20%, highest +3.12%.');
    expect(screen.getByRole('region', { name: 'The leader’s parameters' })).toHaveTextContent('10x');
    // a visitor reads it all (no login wall): the create form asks for the login
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect((await axe.run(document.body, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('hides a defeat share under 0.6 whatever the server sends, and says when the price left the range', async () => {
    await renderPage(scaffold(view({ source: { ...view().source, defeat_per: '0.5999' }, grid: gridRange('22000.0', '25000.0') })));
    expect(screen.queryByText('Ahead of')).not.toBeInTheDocument();
    expect(screen.getByTestId('range-place')).toHaveTextContent('below the leader’s range');
    expect(showsDefeat('0.6')).toBe(true);
    expect(showsDefeat('')).toBe(false);
  });

  it('Copy opens the kind’s create form with ?copy, and carries from=rank when opened from the ranking', async () => {
    const user = userEvent.setup();
    await renderPage(scaffold(view()), { url: '/tradingbot/en/futures-grid/follow/77/?from=rank' });
    expect(screen.getByRole('button', { name: 'Share result' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy this bot' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/create/?symbol=BTCUSDT&from=rank&copy=77');
  });

  it('a combo: one entry row per leg', async () => {
    await renderPage(scaffold(view({ source: { ...view().source, leader: followLeader(['BTCUSDT', 'ETHUSDT']) }, grid: undefined })));
    const entry = screen.getByTestId('entry-now');
    expect(within(entry).getByText('ETHUSDT').nextElementSibling).toHaveTextContent('20000 → 21000 (+5.00% since)');
    expect(within(entry).queryByTestId('range-place')).not.toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await act(() => botPageStrings.load('ar-SA'));
    await renderPage(scaffold(view()), { locale: 'ar-SA', url: '/tradingbot/ar-SA/futures-grid/follow/77/' });
    expect(screen.getByRole('button', { name: 'انسخ هذا الروبوت' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'سعر دخول القائد وسعر دخولك الآن' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('follow arithmetic', () => {
  it('the move since the leader’s entry, exact', () => {
    expect(moveSince('0.1', '0.3')).toBe('2.000000');
    expect(moveSince('20000', '19000')).toBe('-0.050000');
    expect(moveSince('', '1')).toBe('');
    expect(moveSince('0', '1')).toBe('');
  });

  it('the step a price is written on', () => {
    expect(tickOf('19000.50')).toBe('0.01');
    expect(tickOf('19000')).toBe('1');
    expect(gridRange('0.0012', '0.0020')).toEqual({ min: '0.0012', max: '0.0020', tickSize: '0.0001' });
  });

  it('where the price sits against a range', () => {
    expect(rangePlace('5', { min: '5', max: '6' })).toBe('inside');
    expect(rangePlace('4.99', { min: '5', max: '6' })).toBe('below');
    expect(rangePlace('6.01', { min: '5', max: '6' })).toBe('above');
    expect(rangePlace('x', { min: '5', max: '6' })).toBe('');
  });

  it('create_type and block_source of every way a bot is made', () => {
    expect(creationSource('copy', true)).toEqual({ create_type: 1, block_source: 3 });
    expect(creationSource('copy', false)).toEqual({ create_type: 1, block_source: 1 });
    expect(creationSource('auto', true)).toEqual({ create_type: 2, block_source: 2 });
    expect(creationSource('manual', false)).toEqual({ create_type: 3, block_source: 1 });
  });
});
