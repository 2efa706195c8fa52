/** A recipient's key across sources: a lead and a customer may share an id. */
export const recipientKey = (r: { kind: string; id: string }) => `${r.kind}:${r.id}`;
