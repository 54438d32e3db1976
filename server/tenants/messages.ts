// The tenants area's own pt-BR texts (the shared ones, such as noMatchingApp, stay in server/messages.ts).
export const tenantMessages = {
  /** GET /demo/* of a learning content's file without a valid signed address (media-signature.ts). */
  mediaNeedsAccess: 'Este arquivo só pode ser aberto por quem tem acesso ao conteúdo.',
} as const;
