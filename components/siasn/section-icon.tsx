import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  BookOutlined,
  CalculatorOutlined,
  EditOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  LineChartOutlined,
  PauseCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { presetPalettes } from '@ant-design/colors';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { TAG_TOKENS } from '@/utils/theme';
import type { PersonnelSection, SectionColor, SectionIcon as IconName } from '@/utils/catalogue/personnel-sections';

// The catalogue names each section's icon and colour; the components live here (utils stays icon-free).
const ICONS: Record<IconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  IdcardOutlined,
  SolutionOutlined,
  EditOutlined,
  TeamOutlined,
  SafetyCertificateOutlined,
  ApartmentOutlined,
  InboxOutlined,
  CalculatorOutlined,
  LineChartOutlined,
  ReadOutlined,
  BookOutlined,
  RiseOutlined,
  HistoryOutlined,
  TrophyOutlined,
  FieldTimeOutlined,
  PauseCircleOutlined,
  WarningOutlined,
};

// The spec's six colours as antd palettes: the icon in a dark step (the readable tag text colours
// where the palette's own step is too light on white), on the palette's lightest step.
const { purple, blue, orange, green, yellow, grey } = presetPalettes;
const LOOKS: Record<SectionColor, { color: string; background: string }> = {
  violet: { color: purple[6], background: purple[0] },
  blue: { color: blue[6], background: blue[0] },
  orange: { color: TAG_TOKENS.orange7, background: orange[0] },
  gray: { color: grey[6], background: token.colorFillSecondary },
  green: { color: TAG_TOKENS.green7, background: green[0] },
  yellow: { color: TAG_TOKENS.yellow7, background: yellow[0] },
};

/** A section's icon in its colour, on a tinted square (the menu and the section's title). */
export function SectionIcon({ section, size = 28 }: { section: PersonnelSection; size?: number }) {
  const Icon = ICONS[section.icon];
  const look = LOOKS[section.color];
  return (
    <span
      data-color={section.color}
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: token.borderRadius,
        fontSize: Math.round(size * 0.55),
        color: look.color,
        background: look.background,
      }}
    >
      <Icon aria-hidden />
    </span>
  );
}
