/**
 * The file name of a data export (issue 19, decision 0034): `<brand>-my-data-<YYYY-MM-DD>.json`,
 * the brand name lower-cased with every run of characters other than a–z and 0–9 turned into one
 * '-' (an Arabic-only name gives 'brand'), the date in UTC.
 */
export function myDataFileName(brandName: string, now: Date): string {
  const slug =
    brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'brand';
  return `${slug}-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Saves `data` as a JSON file named `fileName` (issue 19): a Blob (application/json, indented)
 * behind a temporary link with the `download` attribute, clicked once and removed; the object
 * URL is revoked afterwards.
 */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
