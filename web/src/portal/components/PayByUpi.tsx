// Pay by UPI: on a phone, a link that opens the payer's UPI app with the practice, the balance and
// the invoice number filled in; on a computer, the same link as a QR code to scan with the phone.
// The QR code is the server's SVG, shown as an image.
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PortalUpi } from '@practice-desk/contracts';
import { rupees } from '../lib/format';

export function PayByUpi({ upi }: { upi: PortalUpi }) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pay-by-upi">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pay-by-upi">
          Pay by UPI
        </Title>
        <Text size="sm">
          Pay {rupees(upi.amount)} to {upi.payeeName} from any UPI app.
        </Text>
        <Button component="a" href={upi.uri} size="md" fullWidth>
          Pay {rupees(upi.amount)} by UPI
        </Button>
        <Group gap="md" wrap="wrap" align="center">
          <Image src={qr} alt={`UPI QR code to pay ${rupees(upi.amount)}`} w={176} h={176} fit="contain" />
          <Stack gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
            <Text size="sm">On a computer, scan this code with your phone's UPI app.</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              UPI ID: <b>{upi.upiId}</b>
            </Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          After paying, tell us below with the payment's reference, so the practice can confirm it.
        </Text>
      </Stack>
    </Paper>
  );
}
