import { presetPalettes } from '@ant-design/colors';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { MFA_STATES, type MfaState } from '@/utils/schemas/rekon';

// The reconciliation's MFA states as they are drawn: SUDAH green, BELUM orange, TIDAK TERDATA grey.

export interface MfaStateLook {
  state: MfaState;
  label: string;
  /** antd Tag colour. */
  tag: string;
  /** Bar colour. */
  fill: string;
}

const LOOK: Record<MfaState, Pick<MfaStateLook, 'tag' | 'fill'>> = {
  SUDAH: { tag: 'green', fill: presetPalettes.green[5] },
  BELUM: { tag: 'orange', fill: presetPalettes.orange[5] },
  'TIDAK TERDATA': { tag: 'default', fill: '#bfbfbf' },
};

export const MFA_LOOKS: readonly MfaStateLook[] = MFA_STATES.map((state) => ({ state, label: personnelReportsText.rekon.mfa.states[state], ...LOOK[state] }));

export const mfaLook = (state: MfaState): MfaStateLook => MFA_LOOKS.find((look) => look.state === state) as MfaStateLook;
