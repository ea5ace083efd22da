import {
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatDate } from '@risema/finance-core/format';
import { useState } from 'react';
import { notify } from './notify';

/** What the accountant hands to the manager: the company, the manager's email and the code. */
export interface ManagerActivation {
  companyName: string;
  taxId: string;
  managerEmail: string;
  code: string;
  /** When the code stops working (ISO-8601). */
  expiresAt: string;
}

/** The code in two groups of five, easier to read aloud and to type. */
export function groupedCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The note for the client, in paragraphs (shown in the dialog and printed). */
export function activationNoteLines(activation: ManagerActivation): string[] {
  return [
    `Acesso de gestor à análise financeira de ${activation.companyName} (NIF ${activation.taxId}).`,
    `1. Abra a aplicação RISEMA e inicie sessão com o email ${activation.managerEmail} e, como password, o NIF da empresa.`,
    `2. No ecrã "Alterar password", indique o código de ativação ${groupedCode(activation.code)} e escolha a sua nova password.`,
    `O código é pessoal, serve uma única vez e é válido até ${formatDate(activation.expiresAt)}. Não o partilhe. Se expirar, peça um novo ao seu contabilista.`,
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Prints the note alone: written into a hidden frame of its own and printed from there, so the
 * page around the dialog is not on the paper.
 */
function printNote(activation: ManagerActivation): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  const paragraphs = activationNoteLines(activation)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  doc.open();
  doc.write(
    `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><title>Código de ativação</title>` +
      `<style>body{font:12pt/1.5 system-ui,sans-serif;margin:2cm}h1{font-size:16pt}` +
      `.code{font:bold 20pt monospace;letter-spacing:.15em}</style></head><body>` +
      `<h1>Código de ativação</h1><p class="code">${escapeHtml(groupedCode(activation.code))}</p>` +
      `${paragraphs}</body></html>`,
  );
  doc.close();
  view.addEventListener('afterprint', () => frame.remove(), { once: true });
  view.focus();
  view.print();
}

/**
 * The manager's activation code, shown once to the accountant after a company gave its manager
 * the NIF as password (a new company, a reset) or after a new code was asked for: the code, a
 * copy button and a note to print for the client. Closing it is final: the server keeps only the
 * code's hash.
 */
export function ManagerActivationDialog(props: {
  activation: ManagerActivation | null;
  onClose: () => void;
}) {
  const { activation } = props;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!activation) return;
    try {
      await navigator.clipboard.writeText(activation.code);
      setCopied(true);
    } catch {
      notify({
        title: 'Não foi possível copiar',
        description: 'Selecione o código e copie-o manualmente.',
        type: 'error',
      });
    }
  };
  return (
    <Dialog.Root
      open={activation !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          setCopied(false);
          props.onClose();
        }
      }}
      role="alertdialog"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Código de ativação do gestor</Dialog.Title>
            </Dialog.Header>
            {activation ? (
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    Entregue este código ao gestor: sem ele, o NIF não chega para ativar a conta. É
                    mostrado só agora; se o perder, peça um novo em Editar Empresa.
                  </Dialog.Description>
                  <HStack gap="3" wrap="wrap">
                    <Code
                      fontSize="2xl"
                      px="3"
                      py="2"
                      letterSpacing="widest"
                      data-testid="activation-code"
                    >
                      {groupedCode(activation.code)}
                    </Code>
                    <Button variant="outline" onClick={() => void copy()}>
                      {copied ? 'Copiado' : 'Copiar código'}
                    </Button>
                  </HStack>
                  <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
                    <Text fontWeight="semibold" mb="2">
                      Nota para o cliente
                    </Text>
                    <Stack gap="2" fontSize="sm">
                      {activationNoteLines(activation).map((line) => (
                        <Text key={line}>{line}</Text>
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => activation && printNote(activation)}>
                Imprimir nota
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">Fechar</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
