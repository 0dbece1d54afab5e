import { readSessionReference } from './sessionId';

describe('readSessionReference', () => {
  it('shows the last 8 characters uppercased', () => {
    expect(readSessionReference('cs_test_a1b2c3d4e5f6g7h8')).toEqual({ kind: 'valid', display: 'E5F6G7H8' });
  });
  it.each(['<img src=x onerror=alert(1)>', 'abc', 'has spaces in it', '"><script>'])('refuses %s', (value) => {
    expect(readSessionReference(value).kind).toBe('invalid');
  });
  it('tells a missing reference apart', () => {
    expect(readSessionReference(null)).toEqual({ kind: 'missing' });
    expect(readSessionReference('  ')).toEqual({ kind: 'missing' });
  });
});
