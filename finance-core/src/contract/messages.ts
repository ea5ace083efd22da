/**
 * Portuguese messages the server answers and the client may also show. Texts from docs/product.md are
 * kept to the letter.
 */
export const messages = {
  invalidCredentials: 'Credenciais inválidas',
  inactiveUser: 'Utilizador inativo. Contacte o administrador.',
  tooManyLogins:
    'Demasiadas tentativas de início de sessão. Tente novamente dentro de alguns minutos.',
  unauthenticated: 'Sessão inválida ou expirada. Inicie sessão novamente.',
  forbidden: 'Acesso Negado - Não tem permissão para aceder a esta página',
  notFound: 'Recurso não encontrado',
  companyNotFound: 'Empresa não encontrada',
  licenseNotFound: 'Licença não encontrada',
  userNotFound: 'Utilizador não encontrado',
  documentNotFound: 'Documento não encontrado',
  periodNotFound: 'Período não encontrado',
  emailTaken: 'Já existe um utilizador com este email',
  quotaReached:
    'Limite atingido! Já atingiu o máximo de empresas permitido no seu plano. Para adicionar mais empresas, contacte o administrador para upgrade do plano.',
  licenseInvalidForWrites: 'Licença expirada ou suspensa',
  passwordChangeRequired: 'Tem de alterar a password antes de continuar',
  passwordChanged: 'Password alterada com sucesso',
  wrongCurrentPassword: 'Password atual incorreta',
  samePassword: 'A nova password tem de ser diferente da atual',
  noLicense: 'Sem licença associada',
  accountantHasCompanies:
    'Não é possível eliminar o contabilista: tem empresas associadas. Elimine ou transfira as empresas primeiro.',
  pastDate: 'A data de expiração não pode estar no passado',
  alreadyConfirmed: 'Este documento já foi confirmado',
  /** A SAF-T is confirmed with the months to store, a workbook with its period. */
  saftMonthsExpected: 'Escolha os meses do SAF-T a gravar',
  workbookPeriodExpected: 'Indique o período a gravar',
  missingFile: 'Por favor selecione um ficheiro Excel',
  bodyTooLarge: 'Pedido demasiado grande',
  invalidJson: 'Pedido inválido: JSON mal formado',
  internalError: 'Erro interno do servidor',
  /** An inactive company is read-only (docs/design.md §4.14). */
  companyInactive: 'Empresa inativa',
  /** What the manager of an inactive company sees instead of its data. */
  companyInactiveForManager:
    'Esta empresa está inativa. Contacte o seu contabilista para voltar a ver os dados.',
  /** A confirmed period is never after the current month (docs/design.md §4.15). */
  futurePeriod: 'O período não pode ser posterior ao mês atual',
  /** A manager whose password is still the NIF changes it only with the accountant's code. */
  activationCodeRequired: 'Código de ativação é obrigatório',
  activationCodeInvalid:
    'Código de ativação inválido ou expirado. Peça um novo código ao seu contabilista.',
  /** A new code asked for a manager who already set their own password. */
  managerAlreadyActive:
    'O gestor já definiu a sua password. Para repor o acesso, indique o NIF como nova password do gestor em Editar Empresa.',
  companyWithoutManager: 'A empresa não tem gestor',
} as const;

/**
 * The confirmation dialog's warning when the workbook's NIF is not the company's
 * (docs/workbook-format.md §3), naming the company the file is of when the workbook gives it.
 */
export function nifMismatchWarning(
  fileNif: string,
  companyNif: string,
  fileCompany?: string | null,
): string {
  const whose = fileCompany?.trim() ? `, de ${fileCompany.trim()}` : '';
  return `O NIF do ficheiro (${fileNif}${whose}) difere do NIF da empresa (${companyNif})`;
}

/** A confirmation of a month the SAF-T does not give. */
export function saftMonthNotInFile(period: string): string {
  return `O ficheiro SAF-T não tem o mês ${period}`;
}
