/**
 * Copies text with the Clipboard API; where the browser refuses (no permission, insecure page,
 * older browser), falls back to selecting the given field and the legacy copy command. Resolves
 * false when nothing worked: the field is then left selected for the visitor to copy by hand.
 */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: try the fallback below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}
