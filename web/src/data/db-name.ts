/** The local database's name: one per device, shared by every user who signs in on it. */
export const DB_NAME = 'risema';
