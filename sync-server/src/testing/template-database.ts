/** The migrated database of the test run's PostgreSQL cluster that test databases copy. */
export const TEMPLATE_DATABASE = 'risema_template';
