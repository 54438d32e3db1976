// The notifications area's pt-BR words; the contact form's own are shared with the app
// (src/shared-rules/contact-us.ts).
export const notificationMessages = {
  /** The feature is on but the fixture gives no texts and address for the form. */
  notConfigured: 'O Fale conosco da sua empresa ainda não foi configurado.',
  /** The e-mail the company receives (the development outbox). */
  subject: (company: string) => `Fale conosco - ${company}`,
  body: (user: { name: string; email: string }, message: string) =>
    `${user.name} (${user.email}) escreveu pelo Fale conosco:\n\n${message}`,
} as const;
