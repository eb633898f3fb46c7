/**
 * The guid sent as the `guid` header and kept in the `tb_guid` cookie: a
 * 36-character version-4 UUID (spec §7, §9). Generated from the platform's
 * cryptographic random source; a source can be injected for tests.
 */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type RandomBytes = (length: number) => Uint8Array;

function platformRandom(length: number): Uint8Array {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) throw new Error('guid: no cryptographic random source on this platform');
  return c.getRandomValues(new Uint8Array(length));
}

export function generateGuid(random: RandomBytes = platformRandom): string {
  const bytes = random(16);
  if (bytes.length !== 16) throw new Error('guid: the random source must return 16 bytes');
  const b = Uint8Array.from(bytes);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}
