// The horizonte demo's contact form (issue 19 item 3; learning-area.md 2.2 /contactus, 3 'Contact-us
// text config', 7.9): its texts, and the company's address the messages go to (the development outbox).
// The CONTACT_US feature that opens it is in learning.json's learningFeatures. aurora has neither: its
// /contactus says the form is not available. Written to fixtures/horizonte/parts/contact-us.json by
// scripts/make-horizonte-learning.ts.
export const contactUsPart = {
  notificationEmails: [
    {
      id: 'CONTACT_US',
      title: 'Fale conosco',
      description:
        'Tem uma dúvida sobre os cursos, um problema para acessar a plataforma ou uma sugestão? ' +
        'Escreva para a equipe de Educação Corporativa da Horizonte.\n\n' +
        'Respondemos no seu e-mail cadastrado em até dois dias úteis.',
      feedbackMessage: 'A equipe de Educação Corporativa responderá no seu e-mail cadastrado.',
      to: 'educacao@horizonte.test',
    },
  ],
};
