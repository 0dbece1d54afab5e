import { MAX_UPLOAD_BYTES, declaredKind, sniffKind, validateUpload } from './uploadValidation';

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEIC = Uint8Array.from([0, 0, 0, 0x18, ...'ftypheic'.split('').map((c) => c.charCodeAt(0))]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0]);

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('upload validation', () => {
  it.each([
    ['card.pdf', 'application/pdf', PDF],
    ['card.jpg', 'image/jpeg', JPEG],
    ['card.JPEG', '', JPEG],
    ['card.png', 'image/png', PNG],
    ['prescription.heic', '', HEIC],
    ['prescription.heic', 'image/heic', HEIC],
  ])('accepts %s (%s) with matching content', (name, type, bytes) => {
    expect(validateUpload(file(name, type), bytes)).toBeNull();
  });

  it('refuses other types, by name and declared type', () => {
    expect(validateUpload(file('card.docx', 'application/msword'), EXE)).toMatch(/PDF, JPEG, PNG or HEIC/);
    expect(validateUpload(file('card.gif', 'image/gif'), EXE)).toMatch(/PDF, JPEG, PNG or HEIC/);
    expect(validateUpload(file('card', ''), PDF)).toMatch(/PDF, JPEG, PNG or HEIC/);
    expect(declaredKind(file('card.pdf', 'image/png'))).toBeNull(); // name and type disagree
  });

  it('refuses an empty file', () => {
    expect(validateUpload(file('card.pdf', 'application/pdf', 0), new Uint8Array())).toMatch(/empty/);
  });

  it('refuses more than 10 MB and accepts exactly 10 MB', () => {
    expect(validateUpload(file('card.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), PDF)).toMatch(/larger than 10 MB/);
    expect(validateUpload(file('card.pdf', 'application/pdf', MAX_UPLOAD_BYTES), PDF)).toBeNull();
  });

  it('refuses content that does not match its type', () => {
    expect(validateUpload(file('card.pdf', 'application/pdf'), EXE)).toMatch(/does not match its type \(PDF\)/);
    expect(validateUpload(file('photo.png', 'image/png'), JPEG)).toMatch(/does not match its type \(PNG\)/);
  });

  it('sniffs the four formats', () => {
    expect([PDF, JPEG, PNG, HEIC, EXE].map(sniffKind)).toEqual(['pdf', 'jpeg', 'png', 'heic', null]);
  });
});
