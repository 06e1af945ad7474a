/** Copies text to the clipboard; resolves to whether it worked (clipboards can be refused). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
