/**
 * The SQL of migrations 001–006 exactly as they shipped, when SQLite was the only store. Kept for
 * tests only: a database made with it is what a server of that time left behind, so it shows the
 * schema-builder rewrite of those migrations gives the same schema, and that such a database is
 * migrated forward. Not used by the server.
 */
export const LEGACY_SQLITE_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
    CREATE TABLE change_sequence (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      value INTEGER NOT NULL
    );
    INSERT INTO change_sequence (id, value) VALUES (1, 0);

    CREATE TABLE licenses (
      id TEXT PRIMARY KEY,
      office_name TEXT NOT NULL,
      tier TEXT CHECK (tier IN ('professional', 'business')),
      max_companies INTEGER NOT NULL CHECK (max_companies > 0),
      price REAL,
      activation_date TEXT NOT NULL,
      expiry_date TEXT NOT NULL,
      is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      seq INTEGER NOT NULL
    );
    CREATE INDEX licenses_seq ON licenses (seq);

    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('admin', 'accountant', 'manager')),
      is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
      license_id TEXT REFERENCES licenses (id) ON DELETE SET NULL,
      -- Bumped when what the user may see changes in a way deletions cannot express.
      visibility_epoch INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      seq INTEGER NOT NULL
    );
    CREATE INDEX users_seq ON users (seq);
    CREATE INDEX users_license ON users (license_id);

    CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      refreshed_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX sessions_user ON sessions (user_id);

    CREATE TABLE companies (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      tax_id TEXT NOT NULL,
      manager_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      accountant_id TEXT REFERENCES users (id) ON DELETE RESTRICT,
      is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
      document_count INTEGER NOT NULL DEFAULT 0,
      last_upload_date TEXT,
      data_period TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      seq INTEGER NOT NULL
    );
    CREATE INDEX companies_seq ON companies (seq);
    CREATE INDEX companies_accountant ON companies (accountant_id);
    CREATE INDEX companies_manager ON companies (manager_id);

    CREATE TABLE documents (
      id TEXT PRIMARY KEY,
      company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      uploaded_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      kind TEXT NOT NULL CHECK (kind IN ('myreport', 'risema')),
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
      extracted_period TEXT,
      company_name TEXT,
      nif TEXT,
      -- The reader's result (sections, counts, warnings) as JSON, stored by confirm.
      result TEXT NOT NULL,
      uploaded_at TEXT NOT NULL,
      confirmed_period TEXT,
      confirmed_at TEXT
    );
    CREATE INDEX documents_company ON documents (company_id);

    -- The original workbook, kept for audit; apart so listing documents never reads it.
    CREATE TABLE document_files (
      document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
      content BLOB NOT NULL
    );

    CREATE TABLE period_data (
      company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      period TEXT NOT NULL,
      balance_sheet TEXT NOT NULL,
      income_statement TEXT NOT NULL,
      external_services TEXT NOT NULL,
      financial_ratios TEXT NOT NULL,
      income_statement_source TEXT CHECK (income_statement_source IN ('myreport', 'risema')),
      updated_at TEXT NOT NULL,
      seq INTEGER NOT NULL,
      PRIMARY KEY (company_id, period)
    );
    CREATE INDEX period_data_seq ON period_data (seq);

    -- Deletions for /api/sync, with the scope needed to tell who may learn of them.
    CREATE TABLE tombstones (
      id INTEGER PRIMARY KEY,
      seq INTEGER NOT NULL,
      entity TEXT NOT NULL CHECK (entity IN ('user', 'license', 'company', 'period')),
      entity_id TEXT NOT NULL,
      admin_visible INTEGER NOT NULL CHECK (admin_visible IN (0, 1)),
      accountant_id TEXT,
      manager_id TEXT
    );
    CREATE INDEX tombstones_seq ON tombstones (seq);
    CREATE INDEX tombstones_entity ON tombstones (entity, entity_id);

    CREATE TABLE idempotency_keys (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      method TEXT NOT NULL,
      path TEXT NOT NULL,
      status INTEGER NOT NULL,
      content_type TEXT,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
  `,
  },
  {
    version: 2,
    name: 'period revenues',
    sql: 'ALTER TABLE period_data ADD COLUMN revenues TEXT;',
  },
  {
    version: 3,
    name: 'period answers',
    sql: `
    CREATE TABLE period_answers (
      company_id TEXT NOT NULL,
      period TEXT NOT NULL,
      financial_data_gzip BLOB NOT NULL,
      PRIMARY KEY (company_id, period),
      FOREIGN KEY (company_id, period) REFERENCES period_data (company_id, period)
        ON DELETE CASCADE
    );
  `,
  },
  {
    version: 4,
    name: 'manager offices and idempotent request hashes',
    sql: `
    ALTER TABLE users ADD COLUMN manager_office_id TEXT;
    UPDATE users SET manager_office_id = (
      SELECT a.license_id FROM companies c JOIN users a ON a.id = c.accountant_id
      WHERE c.manager_id = users.id AND a.license_id IS NOT NULL
      ORDER BY c.created_at, c.id LIMIT 1)
    WHERE role = 'manager';

    ALTER TABLE idempotency_keys ADD COLUMN request_hash TEXT;
    DELETE FROM idempotency_keys WHERE status < 200 OR status > 299;
  `,
  },
  {
    version: 5,
    name: 'must change password',
    sql: `ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
    CHECK (must_change_password IN (0, 1));`,
  },
  {
    version: 6,
    name: 'tie-outs',
    sql: `
    ALTER TABLE documents ADD COLUMN tie_outs TEXT;
    ALTER TABLE period_data ADD COLUMN tie_outs TEXT;
  `,
  },
];
