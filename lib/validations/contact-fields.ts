// Field limits of the contact form, without zod, so the form can render them at no bundle cost.
export const contactLimits = { name: 100, email: 254, company: 120, message: 5000 } as const;

export type ContactFieldName = "name" | "email" | "company" | "service" | "message";
