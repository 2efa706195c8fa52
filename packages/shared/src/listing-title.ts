/**
 * The one title a reader is shown (decisions 023 and 055): the listing's version in the reader's
 * language when it has one, else the original. `titles` holds every version's title by language;
 * the API applies the same rule in SQL (`titleIn`). Kept free of zod: the home page's cards use it.
 */
export function cardTitle<T extends string | null>(
  card: { title: T; titles?: Partial<Record<string, string>> | null },
  language: string | null | undefined,
): T | string {
  return (language && card.titles?.[language]) || card.title;
}
