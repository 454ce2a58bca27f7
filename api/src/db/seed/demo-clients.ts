// The demo practice's clients: registered businesses in several states (GSTINs built with a
// correct check digit) and a few unregistered ones.
import { gstinCheckChar } from '@practice-desk/contracts';

/** A GSTIN from a state code and a PAN: entity 1, 'Z', then the mod-36 check character. */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

export interface DemoClient {
  name: string;
  email: string;
  phone: string;
  address: string;
  stateCode: string;
  pan?: string;
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Sahyadri Agro Foods Pvt Ltd',
    email: 'accounts@sahyadriagro.in',
    phone: '+91 20 2567 1100',
    address: 'Plot 14, MIDC Bhosari, Pune 411026',
    stateCode: '27',
    pan: 'AAGCS4821K',
  },
  {
    name: 'Deccan Auto Components LLP',
    email: 'finance@deccanauto.in',
    phone: '+91 20 2712 4400',
    address: 'Gat 221, Chakan Industrial Area, Pune 410501',
    stateCode: '27',
    pan: 'AAQFD7312M',
  },
  {
    name: 'Kulkarni Textiles',
    email: 'kulkarnitex@gmail.com',
    phone: '98220 41230',
    address: '56 Ravivar Peth, Pune 411002',
    stateCode: '27',
    pan: 'ABKPK5528D',
  },
  {
    name: 'Marathwada Cold Storage Pvt Ltd',
    email: 'office@mwcold.in',
    phone: '+91 240 248 3300',
    address: 'Waluj MIDC, Aurangabad 431136',
    stateCode: '27',
    pan: 'AAHCM9034R',
  },
  {
    name: 'Konkan Coastal Resorts Pvt Ltd',
    email: 'gm@konkanresorts.in',
    phone: '+91 2352 22 8899',
    address: 'Ganpatipule Road, Ratnagiri 415612',
    stateCode: '27',
    pan: 'AAICK2210B',
  },
  {
    name: 'Shree Ganesh Pharma Distributors',
    email: 'sgpharma@yahoo.co.in',
    phone: '98231 77410',
    address: 'Shop 3, Laxmi Road, Nashik 422001',
    stateCode: '27',
    pan: 'AFGPS8812L',
  },
  {
    name: 'Vidarbha Cotton Ginning LLP',
    email: 'accounts@vidarbhacotton.in',
    phone: '+91 712 255 6060',
    address: 'Hingna MIDC, Nagpur 440016',
    stateCode: '27',
    pan: 'AAKFV3381C',
  },
  {
    name: 'Mumbai Metro Logistics Pvt Ltd',
    email: 'ap@mmlogistics.in',
    phone: '+91 22 2857 9000',
    address: 'Unit 7, Andheri Kurla Road, Mumbai 400059',
    stateCode: '27',
    pan: 'AAFCM6645Q',
  },
  {
    name: 'Bengaluru Software Labs Pvt Ltd',
    email: 'finance@blrsoftlabs.com',
    phone: '+91 80 4123 5500',
    address: '3rd Floor, Outer Ring Road, Bellandur, Bengaluru 560103',
    stateCode: '29',
    pan: 'AAJCB4410E',
  },
  {
    name: 'Mysore Silk Emporium',
    email: 'mysoresilk@gmail.com',
    phone: '98450 22113',
    address: 'Sayyaji Rao Road, Mysuru 570001',
    stateCode: '29',
    pan: 'AHMPM1207F',
  },
  {
    name: 'Karavali Seafoods Exports Pvt Ltd',
    email: 'exports@karavaliseafoods.in',
    phone: '+91 824 242 7788',
    address: 'Baikampady Industrial Area, Mangaluru 575011',
    stateCode: '29',
    pan: 'AACCK7789H',
  },
  {
    name: 'Sabarmati Chemicals Ltd',
    email: 'cfo@sabarmatichem.in',
    phone: '+91 79 2583 4411',
    address: 'Phase II, GIDC Vatva, Ahmedabad 382445',
    stateCode: '24',
    pan: 'AABCS2290N',
  },
  {
    name: 'Surat Diamond Traders LLP',
    email: 'accounts@suratdiamond.in',
    phone: '+91 261 241 9090',
    address: 'Mahidharpura, Surat 395003',
    stateCode: '24',
    pan: 'AAXFS6604P',
  },
  {
    name: 'Kutch Salt Works',
    email: 'kutchsalt@gmail.com',
    phone: '94262 33018',
    address: 'Kandla Road, Gandhidham 370201',
    stateCode: '24',
    pan: 'BBLPK4471A',
  },
  {
    name: 'Capital Infra Projects Pvt Ltd',
    email: 'accounts@capitalinfra.in',
    phone: '+91 11 4150 6600',
    address: 'B-24, Okhla Industrial Area Phase I, New Delhi 110020',
    stateCode: '07',
    pan: 'AADCC8127G',
  },
  {
    name: 'Chandni Chowk Spices',
    email: 'ccspices@gmail.com',
    phone: '98110 55672',
    address: '1843 Khari Baoli, Delhi 110006',
    stateCode: '07',
    pan: 'AEZPG3356J',
  },
  {
    name: 'Coromandel Engineering Works Pvt Ltd',
    email: 'finance@coromandeleng.in',
    phone: '+91 44 2625 3030',
    address: 'Ambattur Industrial Estate, Chennai 600058',
    stateCode: '33',
    pan: 'AABCC5563T',
  },
  {
    name: 'Madurai Handloom Co-operative',
    email: 'mhc@maduraihandloom.org',
    phone: '+91 452 253 1177',
    address: 'Town Hall Road, Madurai 625001',
    stateCode: '33',
    pan: 'AAAAM8890K',
  },
  {
    name: 'Hyderabad Biotech Research Pvt Ltd',
    email: 'accounts@hydbiotech.in',
    phone: '+91 40 2311 8800',
    address: 'Genome Valley, Shamirpet, Hyderabad 500078',
    stateCode: '36',
    pan: 'AAECH1043D',
  },
  {
    name: 'Charminar Pearls',
    email: 'charminarpearls@gmail.com',
    phone: '98480 12345',
    address: 'Patthargatti, Hyderabad 500002',
    stateCode: '36',
    pan: 'AKQPA7720M',
  },
  {
    name: 'Ganga Educational Trust',
    email: 'trustee@gangaedu.org',
    phone: '+91 542 236 7000',
    address: 'Lanka, Varanasi 221005',
    stateCode: '09',
    pan: 'AAATG5518Q',
  },
  {
    name: 'Howrah Jute Mills Ltd',
    email: 'secretarial@howrahjute.in',
    phone: '+91 33 2666 4455',
    address: 'G.T. Road, Howrah 711101',
    stateCode: '19',
    pan: 'AAACH2046R',
  },
  {
    name: 'Dr. Meenal Apte (Consultant Physician)',
    email: 'meenal.apte@gmail.com',
    phone: '98230 60011',
    address: 'Flat 4, Shivaji Housing Society, Kothrud, Pune 411038',
    stateCode: '27',
  },
  {
    name: 'Aarav Joshi (Freelance Architect)',
    email: 'aarav.joshi.arch@gmail.com',
    phone: '99700 45561',
    address: '12 Model Colony, Pune 411016',
    stateCode: '27',
  },
  {
    name: 'Patil Family Trust',
    email: 'patiltrust@gmail.com',
    phone: '98220 98877',
    address: 'Satara Road, Pune 411037',
    stateCode: '27',
  },
  {
    name: 'Rohit Menon (Salaried, ITR)',
    email: 'rohit.menon@outlook.com',
    phone: '97400 23311',
    address: 'HSR Layout, Bengaluru 560102',
    stateCode: '29',
  },
];

export const DEMO_TEMPLATES: {
  name: string;
  priority: 'LOW' | 'MEDIUM' | 'HIGH';
  minutes: number;
  subTasks: string[];
}[] = [
  {
    name: 'GST Returns',
    priority: 'HIGH',
    minutes: 180,
    subTasks: ['GSTR-1', 'GSTR-3B', 'GSTR-2B reconciliation'],
  },
  { name: 'TDS Returns', priority: 'HIGH', minutes: 150, subTasks: ['24Q', '26Q', 'Form 16/16A issue'] },
  {
    name: 'Income Tax Return',
    priority: 'MEDIUM',
    minutes: 240,
    subTasks: ['Computation of income', 'ITR filing', 'E-verification'],
  },
  {
    name: 'Statutory Audit',
    priority: 'MEDIUM',
    minutes: 960,
    subTasks: ['Audit planning', 'Vouching', 'Fieldwork', 'Audit report'],
  },
  { name: 'ROC Filings', priority: 'MEDIUM', minutes: 120, subTasks: ['AOC-4', 'MGT-7', 'DIR-3 KYC'] },
  {
    name: 'Bookkeeping',
    priority: 'LOW',
    minutes: 300,
    subTasks: ['Bank entries', 'Sales and purchase entries', 'Monthly closing'],
  },
];
