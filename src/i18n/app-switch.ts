// The pt-BR words of the app switch (learning-area.md 3 appsUserAccess, 4.11): the user menu's entry
// and its dialog.
export const appSwitchMessages = {
  open: 'Trocar de aplicativo',
  list: 'Seus aplicativos',
  current: 'Atual',
  opening: (appName: string) => `Abrindo ${appName}...`,
  /** 4.11: app switching is disabled while a support access is active. */
  closedDuringSupport: 'A troca de aplicativo fica indisponível durante o acesso de suporte.',
  failed: 'Não foi possível abrir o aplicativo. Tente novamente.',
} as const;
