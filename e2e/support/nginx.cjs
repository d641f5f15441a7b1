// Starts real nginx with the project's deploy/nginx.conf on a free loopback port, for the browser
// suite and the benchmark (only the port and the root folder change). CommonJS, so the browser
// tests (TypeScript under Jest) and the ES-module scripts can both load it.
const { spawn } = require('node:child_process');
const {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** A free TCP port on the loopback address. */
function freePort() {
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

/**
 * Serves `distDir` at /character-generator/ with `confFile` (deploy/nginx.conf).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startNginx(distDir, confFile) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No production build in ${distDir}: run "npm run build" first`);
  }
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'cg-bench-nginx-'));
  const www = path.join(prefix, 'www');
  mkdirSync(www);
  mkdirSync(path.join(prefix, 'logs'));
  symlinkSync(path.resolve(distDir), path.join(www, 'character-generator'));

  const site = readFileSync(confFile, 'utf8')
    .replace(/listen\s+8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/var\/www;/, `root ${www};`);
  if (!site.includes(`127.0.0.1:${port}`) || !site.includes(`root ${www};`)) {
    throw new Error('deploy/nginx.conf no longer has "listen 8080;" and "root /var/www;"');
  }
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  if (!mimeTypes) throw new Error('nginx mime.types not found: is nginx installed?');
  // The site sends the build's Brotli copies: Debian's nginx loads that module from
  // modules-enabled; this stand-alone configuration loads it itself.
  const brotliModule = [
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
  ].find(existsSync);
  if (!brotliModule) {
    throw new Error(
      "nginx's Brotli module is not installed (apt-get install libnginx-mod-http-brotli-static)",
    );
  }
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `load_module ${brotliModule};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  # Who fetched what: the benchmark tells the service worker's downloads from the page's.
  log_format fetches '$msec $status $bytes_sent $http_sec_fetch_dest $request_uri';
  access_log ${prefix}/logs/access.log fetches;
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
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', globals],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/character-generator/index.html`, child);
  return {
    url,
    /** One line per request: time, status, bytes sent, Sec-Fetch-Dest, path. */
    accessLog: path.join(prefix, 'logs', 'access.log'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

async function waitForHttp(url, child) {
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

module.exports = { freePort, startNginx };
