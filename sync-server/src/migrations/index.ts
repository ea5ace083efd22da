import { initialSchema } from './001-initial';
import { periodRevenues } from './002-period-revenues';
import { periodAnswers } from './003-period-answers';
import { securitySchema } from './004-security';
import { mustChangePassword } from './005-must-change-password';
import { tieOutsColumns } from './006-tie-outs';
import { sharedState } from './007-shared-state';
import { managerActivations } from './008-manager-activations';
import { saftFormat } from './009-saft-format';
import { periodNotesAndUploads } from './010-period-notes-and-uploads';
import { periodFeedIndex } from './011-period-feed-index';
import { storedFileEncoding } from './012-stored-file-encoding';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** Every migration in version order; append new ones at the end. */
export const migrations: readonly Migration[] = [
  initialSchema,
  periodRevenues,
  periodAnswers,
  securitySchema,
  mustChangePassword,
  tieOutsColumns,
  sharedState,
  managerActivations,
  saftFormat,
  periodNotesAndUploads,
  periodFeedIndex,
  storedFileEncoding,
];
