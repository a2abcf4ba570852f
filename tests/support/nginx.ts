/**
 * Runs Debian's nginx with the project's deploy recipe (deploy/nginx/tessera-docs.conf) over a build folder,
 * as an unprivileged process on 127.0.0.1, with its own prefix, pid, logs and temp folders under .nginx/<port>/
 * of the project (no system service, no root). Used by tests/e2e/nginx.spec.ts and the load bench.
 *
 * CLI: npx tsx scripts/nginx/serve.mts [--dir build] [--port 5100]     (serves until Ctrl-C)
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const RECIPE = path.join(ROOT, 'deploy/nginx');
const RECIPE_ROOT = '/usr/share/nginx/html';
const NOBODY = 65534;
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so',
];

export interface LocalNginx {
  url: string;
  brotli: boolean;
  stop: () => Promise<void>;
}

/** The nginx binary, or null with the reason it cannot run here. */
export function findNginx(): {binary: string} | {missing: string} {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return {binary: candidate};
  }
  return {missing: 'nginx is not installed: run `bash scripts/ensure-nginx.sh` as root, or `apt-get install -y nginx`, or set NGINX_PATH.'};
}

function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null)
        return reject(new Error(`nginx exited (${child.exitCode}): ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startNginx(options: {dir: string; port: number}): Promise<LocalNginx> {
  const found = findNginx();
  if ('missing' in found) throw new Error(found.missing);
  const buildDir = path.resolve(options.dir);
  if (!fs.existsSync(path.join(buildDir, '_nginx-security-headers.conf'))) {
    throw new Error(`${buildDir} has no _nginx-security-headers.conf: build the site first (npm run build).`);
  }
  const prefix = path.join(ROOT, '.nginx', String(options.port));
  fs.rmSync(prefix, {recursive: true, force: true});
  fs.mkdirSync(path.join(prefix, 'temp'), {recursive: true});
  const brotliModule = BROTLI_MODULES.find((file) => fs.existsSync(file));
  const site = fs
    .readFileSync(path.join(RECIPE, 'tessera-docs.conf'), 'utf8')
    .replaceAll(RECIPE_ROOT, buildDir)
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${options.port};`);
  fs.writeFileSync(path.join(prefix, 'tessera-docs.conf'), site);
  if (brotliModule) fs.copyFileSync(path.join(RECIPE, 'brotli.conf'), path.join(prefix, 'tessera-brotli.conf'));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      brotliModule ? `load_module ${brotliModule};` : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      '  keepalive_requests 100000;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      '  include tessera-docs.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const log = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', log, '-g', 'daemon off;'];
  // Never as root: under root, the whole nginx (master included) runs as `nobody`, which owns its prefix.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, prefix]);
  const command = (nginxArgs: string[]): [string, string[]] =>
    asRoot
      ? ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', found.binary, ...nginxArgs]]
      : [found.binary, nginxArgs];
  const check = spawnSync(...command(['-t', '-q', ...args.slice(0, 6)]), {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(...command(args), {stdio: 'ignore'});
  await waitForPort(options.port, child, log);
  return {
    url: `http://127.0.0.1:${options.port}`,
    brotli: Boolean(brotliModule),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
