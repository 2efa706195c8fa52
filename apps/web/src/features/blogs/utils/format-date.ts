/** A publication date in the reader's language, Belgian style ('28 October 2026', '28 oktober 2026'). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(`${language}-BE`, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Rough reading time: 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
