import type { Guest } from '@bazaar/sdk/events';
import { describe, expect, it } from 'vitest';
import { csvCell, guestsCsv } from './guests-csv';

describe('the guest list as CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
  });

  it('writes a header and a line per guest', () => {
    const guest = {
      guestType: 'BUYER',
      tickets: [
        { number: 'T1', definitionId: 'd', name: 'General' },
        { number: 'T2', definitionId: 'd', name: 'General' },
      ],
      guestDetails: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', checkedIn: true },
      attendanceStatus: 'ATTENDING',
    } as unknown as Guest;
    expect(guestsCsv([guest])).toBe(
      'First name,Last name,Email,Guest type,Tickets,Checked in,Attending\r\nAda,Lovelace,ada@example.com,BUYER,T1 T2,yes,ATTENDING\r\n',
    );
  });
});
