// GST state codes (the first two digits of a GSTIN, and the place of supply): exactly the GST
// portal's list, 01–38, 97 and 99, each named as the portal names it. Nothing else is a state code.
//
// Source: the GST portal's state list (www.gst.gov.in, the State / UT drop-downs of registration and
// of the place of supply in returns; the same codes as the e-invoice system's master codes,
// einvoice1.gst.gov.in → Help → Master Codes → State Codes). 25 and 28 are codes of before a
// reorganisation that GSTINs issued then still carry: 25 Daman and Diu (merged into 26 from
// 26 January 2020, Dadra and Nagar Haveli and Daman and Diu (Merger of Union Territories) Act, 2019),
// 28 Andhra Pradesh before its division in 2014 (37 is the present state). 97 is 'Other Territory'
// (offshore areas, and the place of supply of exports); 99 is 'Centre Jurisdiction'.
export const INDIAN_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (Before Division)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '99', name: 'Centre Jurisdiction' },
];

/** The message for a code outside the list, word for word on the API and the screens. */
export const STATE_CODE_MESSAGE =
  'Not a GST state code: choose a state or union territory of the GST list (01–38, 97 or 99)';

/** Whether the two digits are a GST state code of the list above. */
export function isGstStateCode(code: string): boolean {
  return INDIAN_STATES.some((s) => s.code === code);
}

export function stateName(code: string): string | undefined {
  return INDIAN_STATES.find((s) => s.code === code)?.name;
}
