import { spawn } from 'node:child_process';

/**
 * libpq's environment for a `postgres://` URL, so that PostgreSQL's own tools (pg_dump,
 * pg_restore) connect where the app does without the password on their command line.
 */
export function pgEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  for (const [name, variable] of [
    ['host', 'PGHOST'],
    ['sslmode', 'PGSSLMODE'],
    ['options', 'PGOPTIONS'],
    ['application_name', 'PGAPPNAME'],
  ] as const) {
    const value = url.searchParams.get(name);
    if (value) env[variable] = value;
  }
  return env;
}

/** Runs a PostgreSQL tool with the URL's connection; its standard output, or an error with its stderr. */
export function pgTool(tool: string, args: string[], databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...pgEnv(databaseUrl) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', (e) => reject(new Error(`${tool}: ${e.message} (is it installed and on PATH?)`)));
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${tool} exited with ${code}: ${err.trim()}`));
    });
  });
}
