import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  symlinkSync,
  existsSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port'));
      });
    });
  });
}

export interface RunningNginx {
  url: string;
  port: number;
  prefix: string;
  stop: () => Promise<void>;
}

/**
 * Starts real nginx in the foreground with the project's deploy/nginx.conf, serving dist/ on a
 * free loopback port from its own temporary prefix. Only the port and root folder are changed.
 */
export async function startNginx(distDir = path.join(ROOT, 'dist')): Promise<RunningNginx> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No production build in ${distDir}: run "npm run build" first`);
  }
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'cg-nginx-'));
  const www = path.join(prefix, 'www');
  mkdirSync(www);
  mkdirSync(path.join(prefix, 'logs'));
  symlinkSync(distDir, path.join(www, 'character-generator'));

  const site = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/listen\s+8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/var\/www;/, `root ${www};`);
  if (!site.includes(`127.0.0.1:${port}`) || !site.includes(`root ${www};`)) {
    throw new Error('deploy/nginx.conf no longer has "listen 8080;" and "root /var/www;"');
  }
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  if (!mimeTypes) throw new Error('nginx mime.types not found: is nginx installed?');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
    existsSync,
  );
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off; user root;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/character-generator/index.html`, child);
  return {
    url,
    port,
    prefix,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}
