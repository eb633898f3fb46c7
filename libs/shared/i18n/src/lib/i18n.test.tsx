/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n, registerTranslations, translationLanguage, useT, type LocaleResources } from '../index';
import { mergeTrees, missingKeys, placeholderMismatches } from '../testing';
import { translatorFor } from './translator';

const en = { greeting: 'Hello {{name}}', nested: { title: 'Bots' } } as const;
type Demo = typeof en;
const resources: LocaleResources<Demo> = {
  en,
  'zh-TW': { greeting: '你好 {{name}}', nested: { title: '機器人' } },
  'ar-SA': { greeting: 'مرحبًا {{name}}', nested: { title: 'الروبوتات' } },
};

function Greeting() {
  const t = useT<Demo>('demo');
  return (
    <h1>
      {t('greeting', { name: 'Ada' })} · {t('nested.title')}
    </h1>
  );
}

describe('the shared i18n instance', () => {
  beforeAll(() => registerTranslations('demo', resources));

  it('maps URL locales onto the translation sets', () => {
    expect(translationLanguage('ar-ARE')).toBe('ar-SA');
    expect(translationLanguage('ar-SA')).toBe('ar-SA');
    expect(translationLanguage('zh-HK')).toBe('zh-TW');
    expect(translationLanguage('zh-MY')).toBe('zh-TW');
    expect(translationLanguage('tr-TR')).toBe('tr-TR');
  });

  it('translates with typed keys and follows the page language', async () => {
    await initI18n('en');
    render(<Greeting />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Ada · Bots');
    await act(() => initI18n('ar-ARE'));
    expect(screen.getByRole('heading')).toHaveTextContent('مرحبًا Ada · الروبوتات');
    await act(() => initI18n('zh-TW'));
    expect(screen.getByRole('heading')).toHaveTextContent('你好 Ada · 機器人');
  });

  it('falls back to English for a locale without translations', async () => {
    await initI18n('tr-TR');
    expect(i18n.t('greeting', { ns: 'demo', name: 'Ada' })).toBe('Hello Ada');
  });

  it('registering twice keeps the first bundle (remotes may load again after a retry)', () => {
    registerTranslations('demo', { ...resources, en: { greeting: 'changed', nested: { title: 'changed' } } });
    expect(i18n.getResource('en', 'demo', 'greeting')).toBe('Hello {{name}}');
  });
});

describe('missingKeys', () => {
  it('lists keys absent or empty in a translation', () => {
    expect(missingKeys(en, { greeting: 'x', nested: { title: '' } })).toEqual(['nested.title']);
    expect(missingKeys(en, { nested: { title: 'x' } })).toEqual(['greeting']);
    expect(missingKeys(en, undefined)).toEqual(['greeting', 'nested.title']);
    expect(missingKeys(en, resources['zh-TW'])).toEqual([]);
  });
});

describe('placeholderMismatches', () => {
  it('names each key whose {{placeholders}} differ, in any order, and keys only one tree has', () => {
    const source = { a: 'Buy {{amount}} at {{price}}', b: { c: '{{n}} and {{n}}' }, d: 'plain' };
    expect(placeholderMismatches(source, { a: 'à {{price}}: {{amount}}', b: { c: '{{n}} {{n}}' }, d: 'simple' })).toEqual([]);
    expect(placeholderMismatches(source, { a: 'Buy {{amount}}', b: { c: '{{n}}' }, d: '{{extra}}', e: 'x' })).toEqual(['a', 'b.c', 'd', 'e']);
    expect(placeholderMismatches(source, { a: 'Buy {{amont}} at {{price}}', b: { c: '{{n}} and {{n}}' } })).toEqual(['a', 'd']);
  });
});

describe('mergeTrees', () => {
  it('merges the parts of a namespace deep, as i18next adds them', () => {
    expect(mergeTrees({ title: 'T', ai: { applied: 'A' } }, { ai: { title: 'AI' } }, { confirm: { ok: 'OK' } })).toEqual({ title: 'T', ai: { applied: 'A', title: 'AI' }, confirm: { ok: 'OK' } });
  });
});

describe('plural families', () => {
  const bots = { total_zero: '{{count}} bots', total_one: '{{count}} bot', total_two: '{{count}} bots', total_few: '{{count}} bots', total_many: '{{count}} bots', total_other: '{{count}} bots' } as const;
  type Plural = typeof bots;
  beforeAll(() =>
    registerTranslations<Plural>('plural', {
      en: bots,
      'zh-TW': { total_zero: '{{count}} 個', total_one: '{{count}} 個', total_two: '{{count}} 個', total_few: '{{count}} 個', total_many: '{{count}} 個', total_other: '{{count}} 個' },
      'ar-SA': { total_zero: 'لا شيء', total_one: 'واحد', total_two: 'اثنان', total_few: '{{count}} قليلة', total_many: '{{count}} كثيرة', total_other: '{{count}} أخرى' },
    }),
  );
  function Count({ count }: { count: number }) {
    const t = useT<Plural>('plural');
    return <p>{t('total', { count })}</p>;
  }

  it('picks the form of the language by the count (no "1 bots")', async () => {
    await act(() => initI18n('en'));
    const { rerender } = render(<Count count={1} />);
    expect(screen.getByText('1 bot')).toBeInTheDocument();
    rerender(<Count count={2} />);
    expect(screen.getByText('2 bots')).toBeInTheDocument();
    await act(() => initI18n('ar-SA'));
    for (const [count, text] of [
      [0, 'لا شيء'],
      [1, 'واحد'],
      [2, 'اثنان'],
      [3, '3 قليلة'],
      [11, '11 كثيرة'],
      [100, '100 أخرى'],
    ] as const) {
      rerender(<Count count={count} />);
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await act(() => initI18n('en'));
  });
});

describe('useT: one t per language, each string resolved once', () => {
  const tree = { plain: 'Grid', greet: 'Hi {{name}}', nested: 'See $t(plain)', only: { en: 'English only' }, two: '{{ a }} of {{b}} ({{a}})', path: 'At {{where.city}}', raw: 'Say {{- html}}' } as const;
  type Tree = typeof tree;
  beforeAll(() =>
    registerTranslations<Tree>('cached', {
      en: tree,
      'zh-TW': { plain: '網格', greet: '嗨 {{name}}', nested: '見 $t(plain)', only: { en: '' }, two: '{{b}} 之 {{a}}', path: '在 {{where.city}}', raw: '說 {{- html}}' },
      // ar-SA leaves one key out on purpose: the key falls back to English as i18next does
      'ar-SA': { plain: 'شبكة', greet: 'مرحبًا {{name}}', nested: 'انظر $t(plain)' } as unknown as Tree,
    }),
  );
  const seen: Array<ReturnType<typeof useT<Tree>>> = [];
  function Labels({ tick }: { tick: number }) {
    const t = useT<Tree>('cached');
    seen.push(t);
    return (
      <p data-tick={tick}>
        {t('plain')} | {t('greet', { name: 'Ada' })} | {t('nested')} | {t('only.en')}
      </p>
    );
  }

  it('keeps t the same across renders and makes a new one when the language changes', async () => {
    await act(() => initI18n('en'));
    seen.length = 0;
    const { rerender } = render(<Labels tick={1} />);
    rerender(<Labels tick={2} />);
    expect(seen[0]).toBe(seen[1]);
    expect(screen.getByText('Grid | Hi Ada | See Grid | English only')).toBeInTheDocument();
    await act(() => initI18n('ar-SA'));
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)?.language).toBe('ar-SA');
    // the missing ar-SA key reads English; interpolation and nesting as i18next does them
    expect(screen.getByText('شبكة | مرحبًا Ada | انظر شبكة | English only')).toBeInTheDocument();
    await act(() => initI18n('zh-TW'));
    // an empty string is a value (i18next's returnEmptyString), not a missing key
    expect(screen.getByText(/^網格 \| 嗨 Ada \| 見 網格 \|\s*$/)).toBeInTheDocument();
    await act(() => initI18n('en'));
  });

  it('answers what i18next answers, and forgets what it cached when strings are added', async () => {
    await act(() => initI18n('en'));
    const t = seen[seen.length - 1];
    for (const key of ['plain', 'nested', 'only.en', 'absent', 'cached:plain'] as const) {
      expect((t as (key: string) => string)(key)).toBe(i18n.t(key, { ns: 'cached' }));
    }
    // a part's English added after a key was asked for (a lazily loaded panel) is read at once
    expect((t as (key: string) => string)('later')).toBe('later');
    i18n.addResourceBundle('en', 'cached', { later: 'Added later' }, true, false);
    expect((t as (key: string) => string)('later')).toBe('Added later');
    // calls with options are cached by their values: each value reads its own string
    expect(t('greet', { name: 'Bo' })).toBe('Hi Bo');
    expect(t('greet', { name: 'Cy' })).toBe('Hi Cy');
    // placeholders filled here answer as i18next's interpolation; the others are left to it
    const cases: Array<[string, Record<string, unknown> | undefined]> = [
      ['greet', { name: 7 }],
      ['greet', { name: true }],
      ['greet', { name: '{{other}}', other: 'x' }],
      ['greet', undefined],
      ['greet', {}],
      ['greet', { name: { toString: () => 'obj' } }],
      ['two', { a: '1', b: 2 }],
      ['two', { a: '1' }],
      ['path', { where: { city: 'Taipei' } }],
      ['raw', { html: '<b>' }],
      ['plain', { count: 2 }],
      ['greet', { name: 'Ada', defaultValue: 'x' }],
    ];
    for (const language of ['en', 'zh-TW'] as const) {
      await act(() => initI18n(language));
      const tl = translatorFor(language, 'cached');
      for (const [key, options] of cases) expect([key, tl(key, options)]).toEqual([key, i18n.t(key, { ns: 'cached', ...options })]);
    }
    await act(() => initI18n('en'));
  });
});
