// The reference API as a child process of a measuring script (npm run lighthouse, npm run bench), on
// a port of its own. tsx runs the server in a second process: both are one process group, stopped
// together, and a stop waits for the group to be gone, so the next measure never finds the last
// one's server still answering on its port (it did: a run measured a server started minutes before,
// with the previous build's manifest).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ApiProcess {
  child: ChildProcess;
  /** SIGTERM to the group, SIGKILL if it is not gone within 15 s; resolves once it is. */
  stop(): Promise<void>;
}

/** `command args` (the API on `port`) in a process group of its own; refuses a port already taken. */
export async function startApi(command: string, args: string[], port: number): Promise<ApiProcess> {
  if (await listening(port))
    throw new Error(`port ${port} already answers: stop what listens there, or pick another port`);
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    async stop() {
      signal('SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
      // The server tsx started may outlive the wrapper by a moment: wait until the port is free.
      const deadline = Date.now() + 15_000;
      while ((await listening(port)) && Date.now() < deadline) {
        signal('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
