// One real API process (`node --import tsx server/main.ts`), as production runs it, for the tests of
// many processes: started on a free port, its port read from its start-up line, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../paths.ts';

export interface ApiProcess {
  port: number;
  /** What it printed so far: shown when a start fails. */
  output(): string;
  stop(): Promise<void>;
}

const listening = /Reference API listening on port (\d+)/;

export async function startApiProcess(
  args: readonly string[],
  env: Record<string, string>,
  ceilingMs: number,
): Promise<ApiProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--host', '127.0.0.1', ...args],
    { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${ceilingMs} ms:\n${printed}`)),
      ceilingMs,
    );
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = listening.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the API process ended before listening:\n${printed}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  return {
    port,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // It closes cleanly (open requests finish); one that hangs is not this test's business.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
