/**
 * The title a card shows (decision 023): the visitor's interface language when the listing is
 * written in it, else the original. Kept free of zod: the home page's cards use it.
 */
export function cardTitle(
  card: { title: string; titles?: Partial<Record<string, string>> },
  language: string | undefined,
) {
  return (language && card.titles?.[language]) || card.title;
}
