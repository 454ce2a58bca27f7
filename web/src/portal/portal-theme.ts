// The portal's look: the staff app's readable colours and type, with controls sized for fingers
// (a phone is the portal's first screen).
import { createTheme, mergeThemeOverrides } from '@mantine/core';
import { theme } from '../app/theme';

export const portalTheme = mergeThemeOverrides(
  theme,
  createTheme({
    fontSizes: { xs: '13px', sm: '14px', md: '16px', lg: '18px', xl: '20px' },
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      Textarea: { defaultProps: { size: 'md' } },
    },
  }),
);
