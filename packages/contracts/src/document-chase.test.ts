import { describe, expect, it } from 'vitest';
import {
  requestReminderDays,
  requestReminderStep,
  DEFAULT_REQUEST_REMINDER_SCHEDULE as schedule,
  whatsAppLink,
  whatsAppMessage,
  whatsAppNumber,
} from './document-chase';

describe('the reminder schedule of a document request', () => {
  it('reminds 3 days after the request, every 3 days until the due date, then every 2 days', () => {
    expect(requestReminderDays('2026-11-01', '2026-11-10', '2026-11-20', schedule)).toEqual([
      '2026-11-04',
      '2026-11-07',
      '2026-11-10',
      '2026-11-12',
      '2026-11-14',
      '2026-11-16',
      '2026-11-18',
      '2026-11-20',
    ]);
  });

  it('moves to the after-due pace at the first reminder on or past the due date', () => {
    expect(requestReminderDays('2026-11-01', '2026-11-09', '2026-11-15', schedule)).toEqual([
      '2026-11-04',
      '2026-11-07',
      '2026-11-10',
      '2026-11-12',
      '2026-11-14',
    ]);
  });

  it('answers the step reached on a day, 0 before the first reminder', () => {
    expect(requestReminderStep('2026-11-01', '2026-11-10', '2026-11-03', schedule)).toBe(0);
    expect(requestReminderStep('2026-11-01', '2026-11-10', '2026-11-04', schedule)).toBe(1);
    expect(requestReminderStep('2026-11-01', '2026-11-10', '2026-11-06', schedule)).toBe(1);
    expect(requestReminderStep('2026-11-01', '2026-11-10', '2026-11-07', schedule)).toBe(2);
    expect(requestReminderStep('2026-11-01', '2026-11-10', '2026-11-13', schedule)).toBe(4);
  });

  it('follows a practice’s own schedule', () => {
    const own = { firstAfterDays: 1, everyDaysBeforeDue: 7, everyDaysAfterDue: 1 };
    expect(requestReminderDays('2026-11-01', '2026-11-05', '2026-11-11', own)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
  });

  it('reminds after the due date when a request is raised already late', () => {
    expect(requestReminderDays('2026-11-10', '2026-11-01', '2026-11-17', schedule)).toEqual([
      '2026-11-13',
      '2026-11-15',
      '2026-11-17',
    ]);
  });
});

describe('WhatsApp click-to-chat', () => {
  it('reads Indian mobiles written every usual way as 91 and ten digits', () => {
    for (const phone of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '0091 9876543210',
      '09876543210',
      '(+91) 98765-43210',
    ])
      expect(whatsAppNumber(phone), phone).toBe('919876543210');
  });

  it('refuses what is no mobile number', () => {
    for (const phone of ['', '   ', '022 2345 6789', '12345', '5876543210', '+91 22 2345 6789'])
      expect(whatsAppNumber(phone), phone).toBeNull();
  });

  it('keeps another country’s number given with its code', () => {
    expect(whatsAppNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsAppNumber('+1 (415) 555-0100')).toBe('14155550100');
  });

  it('builds the wa.me link with the message prefilled and encoded', () => {
    const message = whatsAppMessage({
      contactName: 'Asha',
      practiceName: 'Mehta & Co',
      title: 'Documents for GSTR-3B Oct 2026',
      dueDate: '2026-11-20',
      missing: ['Sales register', 'Bank statement'],
      portalLink: 'https://desk.example/portal',
    });
    const link = whatsAppLink('+91 98765 43210', message);
    expect(link?.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    const text = decodeURIComponent(link?.split('?text=')[1] ?? '');
    expect(text).toBe(message);
    expect(text).toContain('- Sales register\n- Bank statement');
    expect(text).toContain('due 20 Nov 2026');
    expect(text).toContain('https://desk.example/portal');
    expect(link).not.toContain('&Co');
    expect(whatsAppLink('022 2345 6789', message)).toBeNull();
  });
});
