/** One versioned schema change. Migrations are append-only: never edit one that has shipped. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
