// A client's name that opens its page (/clients/:id); plain text when the client is not known.
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function ClientLink({
  id,
  name,
  size = 'sm',
  fw,
}: {
  id: string | null | undefined;
  name: string;
  size?: string;
  fw?: number;
}) {
  if (!id)
    return (
      <Text span size={size} fw={fw}>
        {name}
      </Text>
    );
  return (
    <Anchor size={size} fw={fw} renderRoot={(props) => <Link {...props} to="/clients/$id" params={{ id }} />}>
      {name}
    </Anchor>
  );
}
