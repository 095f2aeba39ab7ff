/**
 * Title and scope templates for generated bids, grouped by NAICS code so a bid's title, NAICS and
 * UNSPSC always agree. Placeholders: {year} {phase} {facility} {school} {road} {city} {building}.
 */
export interface SolicitationTemplate {
  naics: string;
  unspsc: string;
  titles: readonly string[];
  scope: string;
  tasks: readonly string[];
  /** Typical contract value range in dollars. */
  value: readonly [min: number, max: number];
}

export const SOLICITATION_TEMPLATES: readonly SolicitationTemplate[] = [
  {
    naics: '237310',
    unspsc: '72140000',
    titles: [
      'Road Resurfacing Program {year} – Phase {phase}',
      '{road} Pavement Rehabilitation and Striping',
      'Sidewalk and ADA Curb Ramp Improvements – {year}',
      'Bridge Deck Repair on {road}',
      'Annual Asphalt Patching and Crack Sealing Contract',
    ],
    scope:
      'milling and overlay, pavement markings and traffic control for the roadway segments listed in the plans',
    tasks: [
      'Mill and overlay existing asphalt',
      'Install thermoplastic pavement markings',
      'Provide maintenance of traffic',
      'Adjust manholes and valve boxes to grade',
    ],
    value: [250_000, 12_000_000],
  },
  {
    naics: '237110',
    unspsc: '72140000',
    titles: [
      'Water Main Replacement – {road} Corridor',
      'Sanitary Sewer Lining Project {year}',
      'Lift Station No. {phase} Rehabilitation',
      'Lead Service Line Replacement Program – Phase {phase}',
    ],
    scope:
      'replacement of aging water and sewer infrastructure, including service reconnections and surface restoration',
    tasks: [
      'Install ductile iron water main',
      'Reconnect residential services',
      'Perform CCTV inspection of sewer lines',
      'Restore pavement and landscaping',
    ],
    value: [400_000, 18_000_000],
  },
  {
    naics: '236220',
    unspsc: '72120000',
    titles: [
      'Construction of New Fire Station No. {phase}',
      'Renovation of the {building}',
      'Library Branch Expansion – {city}',
      'Construction Manager at Risk for {school} Addition',
    ],
    scope:
      'general construction services for a public facility, including sitework, structure, finishes and commissioning',
    tasks: [
      'Provide general construction and site management',
      'Coordinate MEP subcontractors',
      'Maintain a safe and secure site',
      'Deliver as-built drawings and closeout documents',
    ],
    value: [1_500_000, 35_000_000],
  },
  {
    naics: '238220',
    unspsc: '40100000',
    titles: [
      'Replacement of HVAC Units at {school}',
      'Boiler Replacement at the {building}',
      'Preventive Maintenance of HVAC Systems – Countywide',
      'Chiller Plant Upgrade at {facility}',
    ],
    scope:
      'removal and replacement of heating, ventilation and air-conditioning equipment with start-up and testing',
    tasks: [
      'Remove and dispose of existing units',
      'Furnish and install new rooftop units',
      'Perform test and balance',
      'Train facility staff on operation',
    ],
    value: [80_000, 3_500_000],
  },
  {
    naics: '238160',
    unspsc: '72150000',
    titles: [
      'Roof Replacement at {school}',
      'Roof Repairs at {facility}',
      'Annual Roofing Maintenance Services {year}',
    ],
    scope: 'tear-off and replacement of the roofing system, flashing and drainage',
    tasks: [
      'Remove existing roofing to the deck',
      'Install new membrane roofing system',
      'Replace flashing and gutters',
      'Provide a 20-year manufacturer warranty',
    ],
    value: [60_000, 2_400_000],
  },
  {
    naics: '238210',
    unspsc: '39110000',
    titles: [
      'LED Street Lighting Retrofit – Phase {phase}',
      'Electrical Upgrades at {facility}',
      'Traffic Signal Maintenance Services {year}',
    ],
    scope: 'electrical work including fixtures, conductors and controls, with disposal of removed equipment',
    tasks: [
      'Replace fixtures with LED equivalents',
      'Upgrade panels and conductors',
      'Provide as-built circuit schedules',
    ],
    value: [50_000, 4_000_000],
  },
  {
    naics: '561720',
    unspsc: '76110000',
    titles: [
      'Janitorial Services for Municipal Buildings',
      'Custodial Services at {school}',
      'Day Porter and Janitorial Services – {facility}',
      'Floor Care and Carpet Cleaning Services {year}',
    ],
    scope: 'routine janitorial services, supplies and periodic floor care for the listed facilities',
    tasks: [
      'Clean offices, restrooms and common areas nightly',
      'Supply paper products and liners',
      'Strip and wax floors quarterly',
      'Report facility issues to the contract manager',
    ],
    value: [40_000, 1_800_000],
  },
  {
    naics: '561730',
    unspsc: '72100000',
    titles: [
      'Grounds Maintenance and Mowing Services {year}',
      'Landscape Maintenance for Parks and Medians',
      'Tree Trimming and Removal Services – Citywide',
    ],
    scope: 'mowing, trimming, irrigation checks and seasonal planting for public grounds',
    tasks: [
      'Mow and edge on a weekly schedule',
      'Maintain irrigation systems',
      'Remove litter and debris',
      'Provide seasonal color plantings',
    ],
    value: [30_000, 1_200_000],
  },
  {
    naics: '561612',
    unspsc: '92120000',
    titles: [
      'Unarmed Security Guard Services at {facility}',
      'Security Services for the {building}',
      'Event Security Services {year}',
    ],
    scope: 'licensed security officers, patrols and incident reporting for public facilities',
    tasks: [
      'Staff posts around the clock',
      'Conduct patrols and access control',
      'File daily activity reports',
    ],
    value: [90_000, 2_500_000],
  },
  {
    naics: '562111',
    unspsc: '76120000',
    titles: [
      'Residential Solid Waste and Recycling Collection',
      'Roll-Off Container Services {year}',
      'Household Hazardous Waste Collection Events',
    ],
    scope: 'collection, hauling and disposal of solid waste and recyclables',
    tasks: ['Collect curbside waste weekly', 'Provide and maintain carts', 'Report tonnage monthly'],
    value: [200_000, 9_000_000],
  },
  {
    naics: '541330',
    unspsc: '81100000',
    titles: [
      'Engineering Design Services for {road} Improvements',
      'On-Call Civil Engineering Services {year}',
      'Stormwater Master Plan Update',
      'Bridge Inspection Services – {year} Cycle',
    ],
    scope: 'professional engineering services, from survey and design through bid-phase support',
    tasks: [
      'Perform topographic survey',
      'Prepare 30/60/90/100% plans',
      'Prepare cost estimates',
      'Support the bid phase',
    ],
    value: [75_000, 2_000_000],
  },
  {
    naics: '541310',
    unspsc: '81100000',
    titles: [
      'Architectural Services for {school} Modernization',
      'Design Services for New Community Center',
      'Facility Condition Assessment – {building}',
    ],
    scope: 'architectural programming, design and construction administration',
    tasks: [
      'Lead stakeholder programming sessions',
      'Prepare schematic design and construction documents',
      'Provide construction administration',
    ],
    value: [60_000, 1_500_000],
  },
  {
    naics: '541512',
    unspsc: '81110000',
    titles: [
      'Enterprise Resource Planning (ERP) System Replacement',
      'Network Infrastructure Refresh – {year}',
      'Cybersecurity Assessment and Penetration Testing',
      'Cloud Migration Services for {building}',
    ],
    scope: 'information technology services including design, implementation, data migration and training',
    tasks: [
      'Assess the current environment',
      'Configure and implement the solution',
      'Migrate legacy data',
      'Train staff and provide hypercare',
    ],
    value: [100_000, 6_000_000],
  },
  {
    naics: '541511',
    unspsc: '43230000',
    titles: [
      'Permitting and Licensing Software Implementation',
      'Public Website Redesign and Hosting',
      'Mobile App for 311 Service Requests',
    ],
    scope:
      'configuration and development of software with hosting, support and accessibility conformance (WCAG 2.2 AA)',
    tasks: [
      'Gather requirements',
      'Configure and develop the application',
      'Conduct user acceptance testing',
      'Provide support and maintenance',
    ],
    value: [50_000, 2_500_000],
  },
  {
    naics: '423430',
    unspsc: '43210000',
    titles: [
      'Purchase of Laptops and Docking Stations',
      'Chromebooks for Students – {year} Refresh',
      'Desktop Computer Replacement Program',
    ],
    scope: 'supply and delivery of computer equipment with imaging, asset tagging and warranty',
    tasks: [
      'Deliver equipment to listed sites',
      'Image devices with the provided build',
      'Asset-tag and report serial numbers',
    ],
    value: [40_000, 3_000_000],
  },
  {
    naics: '424120',
    unspsc: '44120000',
    titles: ['Office Supplies Term Contract {year}', 'Copy Paper and Office Supplies – Districtwide'],
    scope: 'office supplies at catalog discount with next-day delivery',
    tasks: ['Provide an online ordering catalog', 'Deliver next business day', 'Report usage quarterly'],
    value: [25_000, 600_000],
  },
  {
    naics: '423450',
    unspsc: '42140000',
    titles: [
      'Medical Supplies for Emergency Medical Services',
      'Automated External Defibrillators (AEDs) and Service',
    ],
    scope: 'supply of medical equipment and consumables with training and warranty',
    tasks: [
      'Deliver supplies to stations',
      'Provide equipment training',
      'Maintain equipment under warranty',
    ],
    value: [30_000, 1_000_000],
  },
  {
    naics: '485410',
    unspsc: '78110000',
    titles: [
      'Student Transportation Services {year}–{nextYear}',
      'Special Needs Student Transportation',
      'Activity and Athletic Trip Bus Services',
    ],
    scope: 'student transportation with licensed drivers, inspected vehicles and GPS tracking',
    tasks: [
      'Operate routes on the district calendar',
      'Maintain vehicles to state standards',
      'Provide real-time GPS data',
    ],
    value: [150_000, 8_000_000],
  },
  {
    naics: '811111',
    unspsc: '78180000',
    titles: [
      'Fleet Maintenance and Repair Services',
      'Police Vehicle Upfitting Services',
      'Heavy Equipment Repair Services {year}',
    ],
    scope: 'preventive maintenance and repair of the public fleet',
    tasks: [
      'Perform scheduled preventive maintenance',
      'Diagnose and repair vehicles',
      'Maintain service records',
    ],
    value: [40_000, 1_500_000],
  },
  {
    naics: '541611',
    unspsc: '80100000',
    titles: [
      'Strategic Plan Facilitation Services',
      'Organizational Assessment and Compensation Study',
      'Grant Management Consulting Services',
    ],
    scope: 'management consulting with stakeholder engagement and a final report with recommendations',
    tasks: [
      'Interview leadership and stakeholders',
      'Benchmark peer organizations',
      'Deliver findings and recommendations',
    ],
    value: [25_000, 500_000],
  },
  {
    naics: '541620',
    unspsc: '77100000',
    titles: [
      'Environmental Site Assessment Services – Phase I and II',
      'Stormwater Permit Compliance Monitoring',
      'Asbestos and Lead Survey at {school}',
    ],
    scope: 'environmental consulting, sampling and reporting under applicable federal and state rules',
    tasks: ['Collect and analyze samples', 'Prepare regulatory reports', 'Recommend remediation options'],
    value: [20_000, 750_000],
  },
  {
    naics: '561320',
    unspsc: '80110000',
    titles: ['Temporary Staffing Services {year}', 'Temporary Clerical and Administrative Staffing'],
    scope: 'temporary staffing on request with background-checked personnel',
    tasks: ['Fill requests within 48 hours', 'Conduct background checks', 'Submit weekly timesheets'],
    value: [50_000, 2_000_000],
  },
  {
    naics: '621910',
    unspsc: '85100000',
    titles: ['Emergency Ambulance Services Franchise', 'Non-Emergency Medical Transportation Services'],
    scope: 'ambulance services meeting response-time standards and state licensing',
    tasks: ['Meet response-time standards', 'Staff licensed paramedics', 'Report performance monthly'],
    value: [500_000, 15_000_000],
  },
  {
    naics: '611430',
    unspsc: '86100000',
    titles: ['Leadership Development Training Program', 'Workforce Training Services {year}'],
    scope: 'instructor-led and online training with attendance tracking and evaluations',
    tasks: ['Design the curriculum', 'Deliver sessions', 'Track attendance and outcomes'],
    value: [20_000, 400_000],
  },
  {
    naics: '541810',
    unspsc: '80160000',
    titles: ['Tourism Marketing and Advertising Services', 'Public Awareness Campaign – Water Conservation'],
    scope: 'creative, media planning and buying with campaign reporting',
    tasks: ['Develop creative concepts', 'Plan and buy media', 'Report campaign metrics'],
    value: [50_000, 1_500_000],
  },
  {
    naics: '517112',
    unspsc: '43220000',
    titles: ['Wireless Voice and Data Services', 'Public Safety Broadband Devices and Service Plans'],
    scope: 'wireless service plans, devices and account management',
    tasks: ['Provide pooled data plans', 'Supply devices', 'Provide a dedicated account manager'],
    value: [50_000, 2_000_000],
  },
];
