/** The first parts of the e-mail screens' query keys: a change invalidates every page of a list. */
export const TEMPLATES_KEY = ['email-templates'] as const;
export const SENT_KEY = ['sent-emails'] as const;
export const RECIPIENTS_KEY = ['email-recipients'] as const;
