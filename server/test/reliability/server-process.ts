import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A free loopback port, so parallel test files never collide. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server (source, through tsx) as a separate process and waits until healthy. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Between freePort() closing its socket and the child binding, a server another test file
  // starts may take the port: this child is told from it by the instance id it answers with, and
  // a child that lost the port (it exits) starts again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const instanceId = env.INSTANCE_ID ?? `test-${process.pid}-${port}-${Date.now()}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
      INSTANCE_ID: instanceId,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && res.headers.get('x-served-by') === instanceId) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      // Ended already (by its own exit, or by a signal: then exitCode stays null).
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}

export interface RegisteredMember {
  id: number;
  token: string;
}

/** Registers `name` through the process's HTTP API; throws with the answer on failure. */
export async function registerOverHttp(url: string, name: string): Promise<RegisteredMember> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      username: name,
      first_name: 'Process',
      last_name: 'Test',
      password: 'sudden-garden-frost',
    }),
  });
  if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: number } };
  return { id: body.user.id, token: body.access_token };
}
