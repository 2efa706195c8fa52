/** Page numbers to show: first, last and a window around the current page, with gaps as null. */
export function pageNumbers(page: number, pages: number, around = 1): (number | null)[] {
  const wanted = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(p - 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}
