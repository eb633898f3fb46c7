import { ensureGuid, forgetGuid, isGuid, newGuid, readCookie } from './identity';

describe('guid cookie', () => {
  beforeEach(() => {
    document.cookie = 'tb_guid=; Max-Age=0; Path=/';
    forgetGuid();
  });

  it('creates a 36-character guid and keeps it in the tb_guid cookie', () => {
    const guid = ensureGuid();
    expect(guid).toHaveLength(36);
    expect(isGuid(guid)).toBe(true);
    expect(readCookie('tb_guid')).toBe(guid);
    expect(ensureGuid()).toBe(guid);
  });

  it('reuses a valid guid the server already set', () => {
    const existing = '0f8fad5b-d9cb-469f-a165-70867728950e';
    document.cookie = `tb_guid=${existing}; Path=/`;
    expect(ensureGuid()).toBe(existing);
  });

  it('replaces a malformed cookie value', () => {
    document.cookie = 'tb_guid=short; Path=/';
    expect(ensureGuid()).not.toBe('short');
    expect(isGuid(readCookie('tb_guid'))).toBe(true);
  });

  it('newGuid makes v4 UUIDs', () => {
    expect(newGuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
