import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_users.ts';
import * as m0002 from './0002_auth.ts';
import * as m0003 from './0003_ledger.ts';
import * as m0004 from './0004_notifications.ts';
import * as m0005 from './0005_fleet.ts';
import * as m0006 from './0006_tasks.ts';
import * as m0007 from './0007_sim_clock.ts';
import * as m0008 from './0008_server_settings.ts';
import * as m0011 from './0011_inbox_counts.ts';
import * as m0015 from './0015_materials.ts';
import * as m0016 from './0016_published_videos.ts';
import * as m0020 from './0020_acquisition_prices.ts';
import * as m0025 from './0025_lifecycle.ts';
import * as m0030 from './0030_resources.ts';
import * as m0035 from './0035_staff.ts';
import * as m0036 from './0036_help_guide.ts';
import * as m0040 from './0040_service.ts';
import * as m0041 from './0041_service_list_indexes.ts';
import * as m0045 from './0045_divisions.ts';
import * as m0050 from './0050_audit.ts';
import * as m0055 from './0055_account_trigrams.ts';
import * as m0056 from './0056_enterprise_due.ts';
import * as m0057 from './0057_accounts_status_region.ts';
import * as m0060 from './0060_fans_refresh.ts';
import * as m0061 from './0061_account_id_buckets.ts';
import * as m0065 from './0065_service_daily.ts';
import * as m0066 from './0066_notification_text.ts';
import * as m0070 from './0070_engine_task_owner.ts';
import * as m0071 from './0071_ledger_running_totals.ts';
import * as m0072 from './0072_engine_step_indexes.ts';
import * as m0073 from './0073_help_guide_zh_names.ts';
import * as m0075 from './0075_idempotency_keys.ts';
import * as m0076 from './0076_enterprise_free_month.ts';
import * as m0077 from './0077_account_usernames.ts';
import * as m0080 from './0080_retention.ts';
import * as m0081 from './0081_task_centre_indexes.ts';
import * as m0082 from './0082_push_events.ts';
import * as m0083 from './0083_help_guide_links.ts';
import * as m0084 from './0084_access_tokens.ts';
import * as m0085 from './0085_account_events.ts';
import * as m0086 from './0086_help_guide_words.ts';
import * as m0087 from './0087_task_unbilled.ts';

/** Every migration in order. One set runs on SQLite and PostgreSQL alike. */
const all: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_auth': m0002,
  '0003_ledger': m0003,
  '0004_notifications': m0004,
  '0005_fleet': m0005,
  '0006_tasks': m0006,
  '0007_sim_clock': m0007,
  '0008_server_settings': m0008,
  '0011_inbox_counts': m0011,
  '0015_materials': m0015,
  '0016_published_videos': m0016,
  '0020_acquisition_prices': m0020,
  '0025_lifecycle': m0025,
  '0030_resources': m0030,
  '0035_staff': m0035,
  '0036_help_guide': m0036,
  '0040_service': m0040,
  '0041_service_list_indexes': m0041,
  '0045_divisions': m0045,
  '0050_audit': m0050,
  '0055_account_trigrams': m0055,
  '0056_enterprise_due': m0056,
  '0057_accounts_status_region': m0057,
  '0060_fans_refresh': m0060,
  '0061_account_id_buckets': m0061,
  '0065_service_daily': m0065,
  '0066_notification_text': m0066,
  '0070_engine_task_owner': m0070,
  '0071_ledger_running_totals': m0071,
  '0072_engine_step_indexes': m0072,
  '0073_help_guide_zh_names': m0073,
  '0075_idempotency_keys': m0075,
  '0076_enterprise_free_month': m0076,
  '0077_account_usernames': m0077,
  '0080_retention': m0080,
  '0081_task_centre_indexes': m0081,
  '0082_push_events': m0082,
  '0083_help_guide_links': m0083,
  '0084_access_tokens': m0084,
  '0085_account_events': m0085,
  '0086_help_guide_words': m0086,
  '0087_task_unbilled': m0087,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return all;
  },
};
