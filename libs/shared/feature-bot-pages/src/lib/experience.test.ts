import { startingTab } from './experience';

const tabs = { ai: 'ai', manual: 'manual' } as const;

describe('the tab a create page opens on', () => {
  it('AI parameters for a fresh trader, the manual form for everyone else, nothing while the answer is awaited', () => {
    expect(startingTab(null, 'fresh', { ...tabs, copying: false })).toBe('ai');
    expect(startingTab(null, 'experienced', { ...tabs, copying: false })).toBe('manual');
    expect(startingTab(null, 'unknown', { ...tabs, copying: false })).toBe('manual');
    expect(startingTab(null, 'loading', { ...tabs, copying: false })).toBeNull();
  });

  it('a copy always opens the manual form with the leader’s parameters, and the trader’s own choice wins', () => {
    expect(startingTab(null, 'fresh', { ...tabs, copying: true })).toBe('manual');
    expect(startingTab(null, 'loading', { ...tabs, copying: true })).toBe('manual');
    expect(startingTab('manual', 'fresh', { ...tabs, copying: false })).toBe('manual');
    expect(startingTab('ai', 'experienced', { ...tabs, copying: false })).toBe('ai');
  });
});
