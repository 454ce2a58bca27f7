// Access denied: the signed-in person's role may not open the page they asked for.
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';

export function UnauthorizedPage() {
  return (
    <AuthCard title="Access denied">
      <Stack>
        <Text size="sm">
          You do not have permission to view this page. If you need it, ask your practice's Admin.
        </Text>
        <Button component={Link} to="/tasks">
          Go to Dashboard
        </Button>
      </Stack>
    </AuthCard>
  );
}
