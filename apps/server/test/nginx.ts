import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { freePorts } from './crash-harness.ts';

/** Debian's nginx (`.ci/run` installs it). */
export const NGINX = '/usr/sbin/nginx';
/** The site configuration docs/deploy.md shows: what is run here is what is documented. */
export const SITE_CONF = resolve(import.meta.dirname, '../../../deploy/nginx/reelfleet.conf');

/** Debian's nginx in front of server processes, run as a child of the test (no root, no systemd). */
export interface Nginx {
  /** `https://127.0.0.1:<port>`, its certificate trusted by this process's TLS clients. */
  base: string;
  /** The plain HTTP listener (`listen 80` of the site), which redirects. */
  plain: string;
  /** Access log lines, `METHOD URI STATUS UPSTREAMS` (the upstreams nginx tried, comma-separated). */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * The site file with what differs on a test machine swapped, each swap checked: the listen ports
 * (loopback, high), the certificate paths and the two server processes' ports.
 */
function renderSite(o: { https: number; http: number; upstreams: number[]; cert: string; key: string }) {
  let text = readFileSync(SITE_CONF, 'utf8');
  const swap = (from: string, to: string) => {
    if (!text.includes(from))
      throw new Error(`${SITE_CONF} no longer has "${from}": update the test's swaps`);
    text = text.replaceAll(from, to);
  };
  swap('listen 443 ssl', `listen 127.0.0.1:${o.https} ssl`);
  swap('listen 80;', `listen 127.0.0.1:${o.http};`);
  swap('/etc/ssl/console.example.com/fullchain.pem', o.cert);
  swap('/etc/ssl/console.example.com/privkey.pem', o.key);
  for (const [i, port] of o.upstreams.entries())
    swap(`server 127.0.0.1:${8081 + i} `, `server 127.0.0.1:${port} `);
  return text;
}

/** The main configuration around the site: everything under `prefix`, in the foreground. */
function mainConf(prefix: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${prefix}/temp/${t};`)
    .join('\n');
  return `daemon off;
# One process, so that a test that dies leaves no orphaned worker.
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    log_format upstreams '$request_method $uri $status $upstream_addr';
    access_log ${prefix}/access.log upstreams;
${temp}
    include ${prefix}/reelfleet.conf;
}
`;
}

/** Starts nginx with the documented site in front of servers at these ports; waits until it proxies. */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install nginx (.ci/run does)`);
  const prefix = mkdtempSync(join(tmpdir(), 'reelfleet-nginx-'));
  // Readable by nginx's own user, should a master process started by root drop privileges to it.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'temp'));
  const cert = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
  // A self-signed certificate for 127.0.0.1, trusted by this test process only.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const trusted = getCACertificates('default');
  setDefaultCACertificates([...trusted, readFileSync(cert, 'utf8')]);

  const [https, http] = (await freePorts(2)) as [number, number];
  writeFileSync(join(prefix, 'reelfleet.conf'), renderSite({ https, http, upstreams, cert, key }));
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (d) => process.stderr.write(`[nginx] ${d}`));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    setDefaultCACertificates(trusted);
    rmSync(prefix, { recursive: true, force: true });
  };

  const base = `https://127.0.0.1:${https}`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = readFileSync(join(prefix, 'error.log'), 'utf8');
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('nginx did not proxy /api/health within 15 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    base,
    plain: `http://127.0.0.1:${http}`,
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean),
    stop,
  };
}
