// A client as every call answers it: the stored row with its place of supply worked out.
import type { ClientRow } from '@practice-desk/contracts';
import type { clients } from '../../db/schema';

export function toClientRow(c: typeof clients.$inferSelect): ClientRow {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    gst: c.gstin,
    stateCode: c.gstin ? c.gstin.slice(0, 2) : c.stateCode,
    pan: c.pan,
    cin: c.cin,
    group: c.clientGroup,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
  };
}
