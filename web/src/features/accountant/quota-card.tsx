import { Alert, Card, HStack, Progress, Text } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import type { QuotaLevel } from '@risema/finance-core/contract';
import type { QuotaView } from '../../data/queries/use-quota';

/** docs/product.md §8's warning from 80 % of the quota. */
export function quotaWarning(current: number, limit: number): string {
  return `Aviso: Está próximo do limite (${current}/${limit} empresas). Considere upgrade para o plano Business (100 empresas) por apenas €100/ano extra.`;
}

const PALETTE: Record<QuotaLevel, string> = { normal: 'green', warning: 'yellow', full: 'red' };

/**
 * The licence quota: companies used against the limit, a bar that is green below 80 %, yellow
 * from 80 % with the upgrade warning, red at the limit with `Limite atingido!`.
 */
export function QuotaCard({ quota }: { quota: QuotaView }) {
  const { current, limit, level } = quota;
  const percent = limit > 0 ? Math.min(100, Math.round((current / limit) * 100)) : 100;
  return (
    <Card.Root variant="outline" data-quota-level={level}>
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            Quota de empresas
          </Card.Title>
          <Text fontWeight="semibold">
            {current}/{limit} empresas
          </Text>
        </HStack>
        {quota.license ? (
          <Card.Description>Licença: {quota.license.officeName}</Card.Description>
        ) : null}
      </Card.Header>
      <Card.Body gap="3">
        <Progress.Root value={percent} colorPalette={PALETTE[level]} size="md">
          <Progress.Label srOnly>Empresas usadas</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText srOnly>{percent}%</Progress.ValueText>
        </Progress.Root>
        {level === 'warning' ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{quotaWarning(current, limit)}</Alert.Description>
          </Alert.Root>
        ) : level === 'full' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{messages.quotaReached}</Alert.Description>
          </Alert.Root>
        ) : null}
        {quota.fromServer ? null : (
          <Text fontSize="sm" color="fg.muted">
            Contagem das empresas deste dispositivo; atualiza quando houver rede.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
