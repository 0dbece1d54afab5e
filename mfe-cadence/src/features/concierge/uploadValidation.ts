// Checks an uploaded document before anything is done with it: an accepted type (by name or
// declared type), not empty, at most 10 MB, and content whose first bytes match that type.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPT_ATTRIBUTE =
  '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'heic';

const BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  heic: 'heic',
  heif: 'heic',
};

const BY_MIME: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

const LABELS: Record<DocumentKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', heic: 'HEIC' };
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

/** The kind a file says it is (its declared type, else its extension), or null. */
export function declaredKind(file: UploadCandidate): DocumentKind | null {
  const byMime = BY_MIME[file.type.toLowerCase()];
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension = file.name.includes('.') ? BY_EXTENSION[extension] : undefined;
  if (byMime && byExtension && byMime !== byExtension) return null;
  return byMime ?? byExtension ?? null;
}

/** The kind the first bytes show, or null. */
export function sniffKind(bytes: Uint8Array): DocumentKind | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(8, 12))) return 'heic';
  return null;
}

/** A message for the visitor, or null when the file is acceptable. */
export function validateUpload(file: UploadCandidate, firstBytes: Uint8Array): string | null {
  const kind = declaredKind(file);
  if (!kind) return 'Choose a PDF, JPEG, PNG or HEIC file.';
  if (file.size === 0) return 'This file is empty. Choose the file again or scan the document once more.';
  if (file.size > MAX_UPLOAD_BYTES) return 'This file is larger than 10 MB. Choose a smaller scan or photo.';
  if (sniffKind(firstBytes) !== kind) {
    return `This file’s content does not match its type (${LABELS[kind]}). It may be damaged or renamed.`;
  }
  return null;
}

/** Reads the first bytes of a browser File and validates it. */
export async function checkFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await readHead(file, 16));
  return validateUpload(file, head);
}

function readHead(file: Blob, length: number): Promise<ArrayBuffer> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
