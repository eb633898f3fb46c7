import { createAppJump, DEFAULT_JUMP_TIMEOUT_MS, safeFallback, type JumpEnvironment } from './app-jump';

const ORIGIN = 'https://www.exchange.com';

function fakeEnvironment() {
  const visited: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  let timer: (() => void) | null = null;
  let delay = -1;
  const doc = document.implementation.createHTMLDocument('jump');
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
  const env: JumpEnvironment = {
    document: doc,
    location: { origin: ORIGIN, assign: (url) => void visited.push(url) },
    setTimeout: (fn, ms) => {
      timer = fn;
      delay = ms;
      return 1;
    },
    clearTimeout: () => {
      timer = null;
    },
    addEventListener: (type, fn) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type, fn) => void listeners.get(type)?.delete(fn),
  };
  return {
    env,
    visited,
    delay: () => delay,
    fireTimer: () => timer?.(),
    hide: () => {
      visibility = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    fire: (type: string) => listeners.get(type)?.forEach((fn) => fn()),
  };
}

describe('app-jump script', () => {
  it('opens the deep link, and goes to the download page when the page is still visible after the timeout', async () => {
    const fake = fakeEnvironment();
    const outcome = createAppJump(fake.env).open('tbapp://trading_bot/grid_create', { fallback: '/en/download/' });
    expect(fake.visited).toEqual(['tbapp://trading_bot/grid_create']);
    expect(fake.delay()).toBe(DEFAULT_JUMP_TIMEOUT_MS);
    fake.fireTimer();
    await expect(outcome).resolves.toBe('fallback');
    expect(fake.visited).toEqual(['tbapp://trading_bot/grid_create', `${ORIGIN}/en/download/`]);
  });

  it('stays out of the way when the app takes over (page hidden, pagehide or blur)', async () => {
    for (const leave of ['hidden', 'pagehide', 'blur']) {
      const fake = fakeEnvironment();
      const outcome = createAppJump(fake.env).open('by-mini://earn/eth-staking', { fallback: '/en/download/', timeoutMs: 500 });
      if (leave === 'hidden') fake.hide();
      else fake.fire(leave);
      fake.fireTimer();
      await expect(outcome).resolves.toBe('opened');
      expect(fake.visited).toEqual(['by-mini://earn/eth-staking']);
    }
  });

  it('refuses targets that are not app links and fallbacks off the page origin, navigating nowhere', async () => {
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', '/en/download/'],
      ['https://evil.example/', '/en/download/'],
      ['tbapp://ok', 'https://evil.example/download'],
      ['tbapp://ok', '//evil.example/download'],
      ['tbapp://ok', 'javascript:alert(1)'],
      ['tbapp://ok', '/\\evil.example'],
    ];
    for (const [target, fallback] of cases) {
      const fake = fakeEnvironment();
      await expect(createAppJump(fake.env).open(target, { fallback })).resolves.toBe('refused');
      expect(fake.visited).toEqual([]);
    }
  });

  it('normalises a same-origin fallback before checking it', () => {
    expect(safeFallback('  /en/./download/%2e%2e/download/ ', ORIGIN)).toBe(`${ORIGIN}/en/download/`);
    expect(safeFallback('https://www.exchange.com:443/en/download/', ORIGIN)).toBe(`${ORIGIN}/en/download/`);
    expect(safeFallback('https://www.exchange.com.evil.example/', ORIGIN)).toBeNull();
  });
});
