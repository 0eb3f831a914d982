/**
 * The demo advisors' sales contacts (site spec 2.13, 3 "Sales contact profile"; accounts spec 3.2
 * salesContactByChannel), answered with their profile. Together they show every case of <sales-contacts>:
 *
 * - three channels of three contacts each, the primary channel sent second and Internal contacts before External
 *   ones, one contact without a photo (Avery Allen);
 * - one channel of two contacts, one without a photo (Pat Morgan);
 * - none (Riley Ross, and every advisor without the field);
 * - hostile data: markup in names and titles, a formula, javascript: and another host's photo, an address that is
 *   markup (Ravi Patel).
 *
 * Names and numbers are fictional (555-01xx numbers are reserved for fiction).
 */

export interface DemoSalesContact {
  preferredFirstNm: string;
  preferredLastNm: string;
  titleCd: string;
  designationCd: string;
  phoneNbr: string;
  emailId: string;
  photoURL: string | null;
  salesContactTypeCd: 'External' | 'Internal';
}

export interface DemoSalesChannel {
  isPrimaryInd: 'Y' | 'N';
  functionalAreaNm: string;
  salesContactInfo: DemoSalesContact[];
}

/** Where the fixture's consultant photos are (the binaries route draws a portrait for any name there). */
export const CONSULTANT_PHOTOS = '/binaries/content/gallery/cm/consultants';

function consultant(
  first: string,
  last: string,
  title: string,
  phone: string,
  type: 'External' | 'Internal',
  options: { designation?: string; photo?: boolean } = {},
): DemoSalesContact {
  const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    preferredFirstNm: first,
    preferredLastNm: last,
    titleCd: title,
    designationCd: options.designation ?? '',
    phoneNbr: phone,
    emailId: `${slug}@caldermeridian.example`,
    photoURL: options.photo === false ? null : `${CONSULTANT_PHOTOS}/${slug.replace('.', '-')}.svg`,
    salesContactTypeCd: type,
  };
}

/** Three channels of three: the primary one second, each with an Internal contact first. */
export const AVERY_CONTACTS: DemoSalesChannel[] = [
  {
    isPrimaryInd: 'N',
    functionalAreaNm: 'Retirement Investment Consultants',
    salesContactInfo: [
      consultant('Morgan', 'Ellis', 'Internal Retirement Consultant', '6175550161', 'Internal'),
      consultant('Sasha', 'Okafor', 'Retirement Investment Consultant', '6175550162', 'External', {
        designation: 'CRPS®',
        photo: false,
      }),
      consultant('Devon', 'Marsh', 'Retirement Investment Consultant', '6175550163', 'External'),
    ],
  },
  {
    isPrimaryInd: 'Y',
    functionalAreaNm: 'Regional Consultants',
    salesContactInfo: [
      consultant('Taylor', 'Brooks', 'Internal Sales Consultant', '6175550151', 'Internal'),
      consultant('Jordan', 'Lee', 'Senior Regional Consultant', '6175550152', 'External', { designation: 'CFA®' }),
      consultant('Alexis', 'Romero', 'Regional Consultant', '6175550153', 'External', { designation: 'CIMA®' }),
    ],
  },
  {
    isPrimaryInd: 'N',
    functionalAreaNm: 'Strategic Beta Specialist',
    salesContactInfo: [
      consultant('Cameron', 'Shaw', 'Internal Strategic Beta Associate', '6175550171', 'Internal'),
      consultant('Priya', 'Nair', 'Strategic Beta Specialist', '6175550172', 'External', { designation: 'CFA®' }),
      consultant('Quinn', 'Harper', 'Strategic Beta Specialist', '6175550173', 'External'),
    ],
  },
];

/** One channel of two, one without a photo. */
export const PAT_CONTACTS: DemoSalesChannel[] = [
  {
    isPrimaryInd: 'Y',
    functionalAreaNm: 'Regional Consultants',
    salesContactInfo: [
      consultant('Robin', 'Castillo', 'Regional Consultant', '2125550181', 'External'),
      consultant('Kai', 'Sterling', 'Internal Sales Consultant', '2125550182', 'Internal', { photo: false }),
    ],
  },
];

/** What a broken or hostile profile service could send: every field must stay text, every link on the site. */
export const HOSTILE_CONTACTS: DemoSalesChannel[] = [
  {
    isPrimaryInd: 'Y',
    functionalAreaNm: '<script>window.__cmHostile = "channel"</script>Regional Consultants',
    salesContactInfo: [
      {
        preferredFirstNm: '<img src=x onerror="window.__cmHostile=\'name\'">Avery',
        preferredLastNm: '\u202Eeeffo\u202C Stone',
        titleCd: '=HYPERLINK("https://evil.example/","Regional Consultant")',
        designationCd: '<b onmouseover="window.__cmHostile=\'designation\'">CFA</b>',
        phoneNbr: 'javascript:alert(1)',
        emailId: '"><svg onload="window.__cmHostile=\'email\'">@evil.example',
        photoURL: 'javascript:window.__cmHostile="photo"',
        salesContactTypeCd: 'External',
      },
      {
        preferredFirstNm: 'Blair',
        preferredLastNm: 'Ng',
        titleCd: 'Regional Consultant',
        designationCd: '',
        phoneNbr: '(312) 555-0191',
        emailId: 'blair.ng@caldermeridian.example',
        photoURL: '//evil.example/tracker.png',
        salesContactTypeCd: 'External',
      },
    ],
  },
];
