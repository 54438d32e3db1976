// Rules the browser and the reference API (server/) share, so both accept and refuse the same values:
// CPF and phone checks, the chat's moment format and socket events, the upload formats. Plain
// TypeScript with no React, no DOM and no app import: server/tsconfig.json checks it without the DOM.
export * from './brazilian-documents.ts';
export * from './chat-events.ts';
export * from './chat-moment.ts';
export * from './upload-formats.ts';
