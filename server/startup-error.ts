/**
 * A start-up problem with a message meant for the person who typed the command. In its own leaf module
 * so the database, files and CLI code that throw it do not import the server's options (which import
 * them back: the cycles of issue 17).
 */
export class StartupError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'StartupError';
  }
}
