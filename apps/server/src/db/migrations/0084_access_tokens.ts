import { columns, createIndex, type MigrationDb, ownedBy } from '../kind.ts';

/**
 * Personal access tokens (docs/api.md): sha256 of the token (the token itself is shown once and
 * never stored), its scopes (JSON list), its expiry, revocation and last use. The audit trail names
 * the token a write was made with.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('access_tokens')
    .$call(ownedBy('user_id', 'users')(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .$call(
      columns({
        name: 'text',
        hint: 'text',
        scopes: 'text',
        created_at: 'text',
        expires_at: 'text',
        revoked_at: 'text?',
        last_used_at: 'text?',
        last_used_ip: ['text', ''],
      }),
    )
    .execute();
  await createIndex(db, 'access_tokens_user', 'access_tokens', ['user_id', 'id']);
  await db.schema.alterTable('audit_entries').addColumn('token_id', 'bigint').execute();
  await db.schema.alterTable('audit_entries').addColumn('token_name', 'text').execute();
}
