/** The Privacy Policy and Terms of Use of one language (long text: kept out of the i18n files). */
export type LegalBlock = string | { list: string[] };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };
export type LegalPart = { id: 'privacy' | 'terms'; title: string; intro: string; sections: LegalSection[] };
export type LegalContent = { updated: string; parts: [LegalPart, LegalPart] };
