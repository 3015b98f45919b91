import { boot } from './boot.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './http/logging.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const { app, handle, generatedAdminPassword, demoLogins } = await boot(config, {
    logger: loggerOptions(config.LOG_LEVEL),
  });
  if (generatedAdminPassword) {
    console.log(
      `\n  First start: the admin account is "admin" with password "${generatedAdminPassword}".\n  It is shown only this once; set ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  if (demoLogins) {
    const { agent, user } = demoLogins;
    console.log(
      `  Demo workspace (SEED_DEMO=0 skips it): agent "${agent.username}" / "${agent.password}" (invitation code ${agent.inviteCode}),\n  user "${user.username}" / "${user.password}". Change or disable them before exposing this server.\n`,
    );
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  console.log(`ReelFleet console and API at http://${config.HOST}:${config.PORT} (database: ${handle.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
