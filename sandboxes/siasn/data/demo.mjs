// The identity sandbox's civil servants (SIMASTER accounts with an NIP) in the province, with the
// NIP, name and unit (organization_id = the unit's CepatKode) of sandboxes/identity/accounts.mjs.
// PTTPK staff and Google guests are not civil servants: they are not in SIASN.
import { ACCOUNTS } from '../../identity/accounts.mjs';
import { toDay } from './dates.mjs';
import { parseNip } from './nip.mjs';
import { MAJORS } from './education-reference.mjs';

// Which career each demo account has; the major must give the title in the account's name.
const PLANS = {
  admin: { track: 'pranata', major: 'ti' },
  agent: { track: 'sdm', major: 'man' },
  user: { track: 's1', major: 'pendBind' },
  user2: { track: 's1', major: 'sipil' },
};

export function demoSpecs() {
  return ACCOUNTS.simaster.map((account) => {
    const plan = PLANS[account.username];
    const nip = parseNip(account.employee_number);
    if (!plan || !nip || nip.pppk) throw new Error(`demo account ${account.username} has no plan or no PNS NIP`);
    const [nama, ...titles] = account.name.split(', ');
    const gelarBelakang = titles.join(', ');
    if (MAJORS[plan.major].gelarBelakang !== gelarBelakang) throw new Error(`${account.username}: ${plan.major} does not give ${gelarBelakang}`);
    const [y, m, d] = nip.birth.split('-').map(Number);
    return {
      role: 'staff', unitCode: account.organization_id, track: plan.track, major: plan.major, username: account.username,
      nip: account.employee_number, nama, gender: nip.gender, birth: toDay(y, m, d),
      tmtCpns: toDay(nip.appointedYear, nip.cpnsMonth, 1), pppk: false, noHigherDegree: true,
    };
  });
}
