/**
 * Loaded on the first click of "Copy page": fetches a same-origin text file and puts it on the clipboard.
 * Where the browser supports it, the clipboard write starts inside the click (ClipboardItem with a promise),
 * which Safari requires; otherwise the text is fetched first.
 */
export async function copyUrlText(url: string): Promise<void> {
  const text = async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  };
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((value) => new Blob([value], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through to writeText (older engines reject promise-valued ClipboardItems).
    }
  }
  await navigator.clipboard.writeText(await text());
}
