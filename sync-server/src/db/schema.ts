import type { Generated } from 'kysely';

/**
 * The tables as the queries see them (Kysely's types), on either store. Flags are 0/1 integers
 * on both (SQLite has no boolean type: one schema, one row mapping); instants are ISO-8601 text
 * except the sign-in throttling's, which are epoch milliseconds; JSON is text this server wrote.
 */
export interface Database {
  schema_migrations: { version: number; name: string; applied_at: string };
  change_sequence: { id: number; value: number };
  licenses: {
    id: string;
    office_name: string;
    tier: 'professional' | 'business' | null;
    max_companies: number;
    price: number | null;
    activation_date: string;
    expiry_date: string;
    is_active: number;
    created_at: string;
    updated_at: string;
    seq: number;
  };
  users: {
    id: string;
    name: string;
    email: string;
    password_hash: string;
    role: 'admin' | 'accountant' | 'manager';
    is_active: number;
    license_id: string | null;
    visibility_epoch: Generated<number>;
    created_at: string;
    updated_at: string;
    seq: number;
    manager_office_id: string | null;
    must_change_password: Generated<number>;
  };
  sessions: {
    token_hash: string;
    user_id: string;
    created_at: string;
    refreshed_at: string;
    expires_at: string;
  };
  companies: {
    id: string;
    name: string;
    tax_id: string;
    manager_id: string | null;
    accountant_id: string | null;
    is_active: number;
    document_count: Generated<number>;
    last_upload_date: string | null;
    data_period: string | null;
    created_at: string;
    updated_at: string;
    seq: number;
  };
  documents: {
    id: string;
    company_id: string;
    uploaded_by: string | null;
    kind: 'myreport' | 'risema';
    file_name: string;
    size: number;
    status: 'pending' | 'confirmed';
    extracted_period: string | null;
    company_name: string | null;
    nif: string | null;
    result: string;
    uploaded_at: string;
    confirmed_period: string | null;
    confirmed_at: string | null;
    tie_outs: string | null;
    format: Generated<'workbook' | 'saft'>;
  };
  document_files: {
    document_id: string;
    content: Buffer;
    /** How `content` is kept: the bytes as received, or gzip (migration 12). */
    encoding: Generated<'identity' | 'gzip'>;
  };
  period_data: {
    company_id: string;
    period: string;
    balance_sheet: string;
    income_statement: string;
    external_services: string;
    financial_ratios: string;
    income_statement_source: 'myreport' | 'risema' | null;
    updated_at: string;
    seq: number;
    revenues: string | null;
    tie_outs: string | null;
    note: string | null;
    note_author_id: string | null;
    note_author_name: string | null;
    note_updated_at: string | null;
    /** JSON `PeriodUpload[]`: the uploads the figures come from (null: none, e.g. imports). */
    uploads: string | null;
    format: Generated<'workbook' | 'saft'>;
  };
  period_answers: {
    company_id: string;
    period: string;
    financial_data_gzip: Buffer;
    /** The `period_data.seq` the answer was made from (null: kept before it was recorded). */
    seq: number | null;
  };
  tombstones: {
    id: Generated<number>;
    seq: number;
    entity: 'user' | 'license' | 'company' | 'period';
    entity_id: string;
    admin_visible: number;
    accountant_id: string | null;
    manager_id: string | null;
  };
  idempotency_keys: {
    user_id: string;
    key: string;
    method: string;
    path: string;
    status: number;
    content_type: string | null;
    body: string;
    created_at: string;
    request_hash: string | null;
    /** Set while the first request with the key runs (its holder); null once its answer is kept. */
    owner: string | null;
  };
  login_pairs: { email: string; address: string; failures: number; last_failure_at: number };
  login_failures: { id: Generated<number>; address: string; at: number };
  login_reservations: { id: string; email: string; address: string; expires_at: number };
  manager_activations: {
    user_id: string;
    /** SHA-256 (hex) of the code; the code itself is never stored. */
    code_hash: string;
    expires_at: string;
    created_at: string;
  };
}
