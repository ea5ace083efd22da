/**
 * Portuguese answers of the server that the contract's `messages` does not hold (they only ever
 * reach the client as the `message` of an error or success body).
 */
export const serverMessages = {
  loggedOut: 'Sessão terminada',
  loggedOutEverywhere: 'Sessão terminada em todos os dispositivos',
  licenseDeleted: 'Licença eliminada com sucesso',
  userDeleted: 'Utilizador eliminado com sucesso',
  companyDeleted: 'Empresa eliminada com sucesso',
  periodDeleted: 'Período eliminado com sucesso',
  ownAccount: 'Não pode desativar nem eliminar o seu próprio utilizador',
  licenseOnlyForAccountants: 'Apenas contabilistas podem ter licença',
  notAnAccountant: 'O utilizador não é um contabilista',
  managerShared:
    'O gestor está associado a empresas de outro contabilista: não pode alterar o seu nome nem a sua password',
  idTaken: 'Já existe um registo com este identificador',
  notOwnAccountant: 'Só pode criar empresas em seu nome',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada noutro pedido',
  idempotencyKeyInvalid: 'Chave de idempotência inválida',
  notMultipart: 'Pedido inválido: envie o ficheiro como multipart/form-data',
} as const;
