/** One named value shared by every process on the database. */
export interface ServerSettingsTable {
  name: string;
  value: string;
  created_at: string;
}
