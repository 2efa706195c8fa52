/** '1 day', '30 days': a period of the retention list in a language's words for one and several. */
export const period = (n: number, one: string, several: string) => `${n} ${n === 1 ? one : several}`;
