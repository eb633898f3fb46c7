/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from './instance';
import { defineAreaStrings, useStringsReady } from './area';

const en = { title: 'Futures grid', page: { create: 'Create bot' } } as const;
type Area = typeof en;
const zhTW = { title: '合約網格', page: { create: '建立機器人' } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Page({ strings, locale }: { strings: ReturnType<typeof defineAreaStrings<Area>>; locale: string }) {
  const ready = strings.useReady(locale);
  const t = strings.useT();
  return ready ? <h1>{t('page.create')}</h1> : <p role="status">loading</p>;
}

describe('defineAreaStrings', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('registers English at once and fetches a locale only when a page is in it, once', async () => {
    const chunk = deferred<typeof zhTW>();
    const loader = jest.fn(() => chunk.promise);
    const strings = defineAreaStrings<Area>({ namespace: 'areaA', en, locales: { 'zh-TW': loader } });
    strings.register();
    await initI18n('en');
    const { rerender } = render(<Page strings={strings} locale="en" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Create bot');
    expect(loader).not.toHaveBeenCalled();

    await act(() => initI18n('zh-HK'));
    rerender(<Page strings={strings} locale="zh-HK" />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(async () => chunk.resolve(zhTW));
    expect(screen.getByRole('heading')).toHaveTextContent('建立機器人');
    await strings.load('zh-TW');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('falls back to English when a locale chunk fails, and does not ask again', async () => {
    const loader = jest.fn(() => Promise.reject(new Error('chunk load failed')));
    const strings = defineAreaStrings<Area>({ namespace: 'areaB', en, locales: { 'ar-SA': loader } });
    strings.register();
    await act(() => initI18n('ar-ARE'));
    render(<Page strings={strings} locale="ar-ARE" />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Create bot');
    expect(strings.isReady('ar-SA')).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('areaB: the ar-SA strings could not be loaded'), expect.any(Error));
    await strings.load('ar-SA');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a locale without a translation is ready at once (English by key)', () => {
    const strings = defineAreaStrings<Area>({ namespace: 'areaC', en, locales: {} });
    strings.register();
    expect(strings.isReady('tr-TR')).toBe(true);
    expect(i18n.getFixedT('tr-TR', 'areaC')('title')).toBe('Futures grid');
  });

  it('English parts added later merge into the namespace without dropping the first', () => {
    const strings = defineAreaStrings<Area>({ namespace: 'areaD', en: { title: 'Futures grid' }, locales: {} });
    strings.addEnglish({ page: { create: 'Create bot' } });
    strings.register();
    expect(i18n.getResource('en', 'areaD', 'page.create')).toBe('Create bot');
    expect(i18n.getResource('en', 'areaD', 'title')).toBe('Futures grid');
  });

  it('useStringsReady waits for every set it is given', async () => {
    const late = deferred<typeof zhTW>();
    const a = defineAreaStrings<Area>({ namespace: 'areaE', en, locales: { 'zh-TW': () => Promise.resolve(zhTW) } });
    const b = defineAreaStrings<Area>({ namespace: 'areaF', en, locales: { 'zh-TW': () => late.promise } });
    function Both() {
      return <p>{useStringsReady([a, b], 'zh-TW') ? 'ready' : 'waiting'}</p>;
    }
    render(<Both />);
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    await act(async () => late.resolve(zhTW));
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });
});

describe('strings that switch with the language (withLanguage)', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => initI18n('en'));

  it('initI18n fetches their tree of the new language first, so the page never switches to a language they lack', async () => {
    const chunk = deferred<{ close: string }>();
    const loader = jest.fn(() => chunk.promise);
    const strings = defineAreaStrings<{ close: string }>({ namespace: 'with-language-test', en: { close: 'Close' }, locales: { 'ar-SA': loader }, withLanguage: true });
    strings.register();

    const switching = initI18n('ar-SA');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    // still English while the tree is on its way
    expect(i18n.language).toBe('en');
    chunk.resolve({ close: 'إغلاق' });
    await switching;
    expect(i18n.language).toBe('ar-SA');
    expect(i18n.t('close', { ns: 'with-language-test' })).toBe('إغلاق');
    // back and forth: fetched once
    await initI18n('en');
    await initI18n('ar-SA');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

