// Demo identities of the identity sandbox. Tests, seed data and docs import this module so the
// accounts are defined in exactly one place. None of these people exist.

export const DEMO_PASSWORD = 'demo1234';

// One entry per issuer, mounted at http://localhost:PORT/<key>. `group` is the portal's user
// group the issuer stands for; the portal derives it from which provider signed the user in.
export const ISSUERS = {
  simaster: {
    name: 'SIMASTER',
    group: 'MASTER',
    clientId: 'helpdesk-simaster',
    secretEnv: 'SIMASTER_CLIENT_SECRET',
    defaultSecret: 'sandbox-simaster-secret',
  },
  pttpk: {
    name: 'PTTPK',
    group: 'PTPK',
    clientId: 'helpdesk-pttpk',
    secretEnv: 'PTTPK_CLIENT_SECRET',
    defaultSecret: 'sandbox-pttpk-secret',
  },
  google: {
    name: 'Google',
    group: 'GOOGLE',
    clientId: 'helpdesk-google',
    secretEnv: 'GOOGLE_CLIENT_SECRET',
    defaultSecret: 'sandbox-google-secret',
  },
};

export const ACCOUNTS = {
  simaster: [
    {
      username: 'admin',
      sub: 'simaster-1001',
      name: 'Rina Wulandari, S.Kom.',
      email: 'admin@helpdesk.localhost',
      employee_number: '198503122010012001',
      organization_id: 'BKD.01.02',
    },
    {
      username: 'agent',
      sub: 'simaster-1002',
      name: 'Budi Santoso, S.E.',
      email: 'agent@helpdesk.localhost',
      employee_number: '199001152015031002',
      organization_id: 'BKD.03.01',
    },
    {
      username: 'user',
      sub: 'simaster-1003',
      name: 'Siti Aminah, S.Pd.',
      email: 'user@helpdesk.localhost',
      employee_number: '198807202011012003',
      organization_id: 'DINKES.02.04',
    },
    {
      username: 'user2',
      sub: 'simaster-1004',
      name: 'Agus Prasetyo, S.T.',
      email: 'user2@helpdesk.localhost',
      employee_number: '199203042019031005',
      organization_id: 'DISDIK.05.01',
    },
  ],
  pttpk: [
    {
      username: 'pttpk',
      sub: 'pttpk-2001',
      name: 'Dewi Lestari',
      email: 'pttpk@helpdesk.localhost',
      employee_number: 'PTPK.2021.0456',
      organization_id: 'BAPPEDA.01.03',
    },
  ],
  // Google accounts carry no civil-service data: the portal treats them as guests.
  google: [
    { username: 'tamu', sub: 'google-3001', name: 'Tamu Helpdesk', email: 'tamu@helpdesk.localhost' },
  ],
};

// Login names are case-insensitive and the email works too (as on Google's own form).
export function findByLogin(issuerKey, login) {
  const wanted = String(login ?? '').trim().toLowerCase();
  return ACCOUNTS[issuerKey].find((a) => a.username === wanted || a.email === wanted);
}

export function findBySub(issuerKey, sub) {
  return ACCOUNTS[issuerKey].find((a) => a.sub === sub);
}
