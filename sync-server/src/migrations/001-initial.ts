import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * The first schema. Every synced row carries `seq`, the value of the global change sequence at its
 * last change, so `/api/sync` can answer "everything after cursor N" with an index range scan.
 */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial schema',
  async up(db, { types, autoId }) {
    await db.schema
      .createTable('change_sequence')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('value', types.bigint, (column) => column.notNull())
      .execute();
    await db.insertInto('change_sequence').values({ id: 1, value: 0 }).execute();

    await db.schema
      .createTable('licenses')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('office_name', 'text', (column) => column.notNull())
      .addColumn('tier', 'text', (column) =>
        column.check(sql`tier IN ('professional', 'business')`),
      )
      .addColumn('max_companies', 'integer', (column) =>
        column.notNull().check(sql`max_companies > 0`),
      )
      .addColumn('price', types.double)
      .addColumn('activation_date', 'text', (column) => column.notNull())
      .addColumn('expiry_date', 'text', (column) => column.notNull())
      .addColumn('is_active', 'integer', (column) =>
        column.notNull().check(sql`is_active IN (0, 1)`),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('seq', types.bigint, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('licenses_seq').on('licenses').column('seq').execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) =>
        column.notNull().check(sql`role IN ('admin', 'accountant', 'manager')`),
      )
      .addColumn('is_active', 'integer', (column) =>
        column.notNull().check(sql`is_active IN (0, 1)`),
      )
      .addColumn('license_id', 'text', (column) =>
        column.references('licenses.id').onDelete('set null'),
      )
      // Bumped when what the user may see changes in a way deletions cannot express.
      .addColumn('visibility_epoch', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('seq', types.bigint, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('users_seq').on('users').column('seq').execute();
    await db.schema.createIndex('users_license').on('users').column('license_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('refreshed_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('companies')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('tax_id', 'text', (column) => column.notNull())
      .addColumn('manager_id', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('accountant_id', 'text', (column) =>
        column.references('users.id').onDelete('restrict'),
      )
      .addColumn('is_active', 'integer', (column) =>
        column.notNull().check(sql`is_active IN (0, 1)`),
      )
      .addColumn('document_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_upload_date', 'text')
      .addColumn('data_period', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('seq', types.bigint, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('companies_seq').on('companies').column('seq').execute();
    await db.schema
      .createIndex('companies_accountant')
      .on('companies')
      .column('accountant_id')
      .execute();
    await db.schema.createIndex('companies_manager').on('companies').column('manager_id').execute();

    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('company_id', 'text', (column) =>
        column.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('uploaded_by', 'text', (column) =>
        column.references('users.id').onDelete('set null'),
      )
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind IN ('myreport', 'risema')`),
      )
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status IN ('pending', 'confirmed')`),
      )
      .addColumn('extracted_period', 'text')
      .addColumn('company_name', 'text')
      .addColumn('nif', 'text')
      // The reader's result (sections, counts, warnings) as JSON, stored by confirm.
      .addColumn('result', 'text', (column) => column.notNull())
      .addColumn('uploaded_at', 'text', (column) => column.notNull())
      .addColumn('confirmed_period', 'text')
      .addColumn('confirmed_at', 'text')
      .execute();
    await db.schema.createIndex('documents_company').on('documents').column('company_id').execute();

    // The original workbook, kept for audit; apart so listing documents never reads it.
    await db.schema
      .createTable('document_files')
      .addColumn('document_id', 'text', (column) =>
        column.primaryKey().references('documents.id').onDelete('cascade'),
      )
      .addColumn('content', types.bytes, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('period_data')
      .addColumn('company_id', 'text', (column) =>
        column.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('period', 'text', (column) => column.notNull())
      .addColumn('balance_sheet', 'text', (column) => column.notNull())
      .addColumn('income_statement', 'text', (column) => column.notNull())
      .addColumn('external_services', 'text', (column) => column.notNull())
      .addColumn('financial_ratios', 'text', (column) => column.notNull())
      .addColumn('income_statement_source', 'text', (column) =>
        column.check(sql`income_statement_source IN ('myreport', 'risema')`),
      )
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('seq', types.bigint, (column) => column.notNull())
      .addPrimaryKeyConstraint('period_data_pkey', ['company_id', 'period'])
      .execute();
    await db.schema.createIndex('period_data_seq').on('period_data').column('seq').execute();

    // Deletions for /api/sync, with the scope needed to tell who may learn of them.
    await db.schema
      .createTable('tombstones')
      .addColumn('id', types.autoId, autoId)
      .addColumn('seq', types.bigint, (column) => column.notNull())
      .addColumn('entity', 'text', (column) =>
        column.notNull().check(sql`entity IN ('user', 'license', 'company', 'period')`),
      )
      .addColumn('entity_id', 'text', (column) => column.notNull())
      .addColumn('admin_visible', 'integer', (column) =>
        column.notNull().check(sql`admin_visible IN (0, 1)`),
      )
      .addColumn('accountant_id', 'text')
      .addColumn('manager_id', 'text')
      .execute();
    await db.schema.createIndex('tombstones_seq').on('tombstones').column('seq').execute();
    await db.schema
      .createIndex('tombstones_entity')
      .on('tombstones')
      .columns(['entity', 'entity_id'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('status', 'integer', (column) => column.notNull())
      .addColumn('content_type', 'text')
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
