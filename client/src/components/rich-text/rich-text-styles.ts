import type { SystemStyleObject } from '@chakra-ui/react';

/** How stored rich text looks, in the editor and in the read-only view alike (tokens only: dark mode). */
export const richTextCss: SystemStyleObject = {
  overflowWrap: 'anywhere',
  '& p': { marginBlock: '0' },
  '& p + p, & p + ul, & p + ol, & ul + p, & ol + p': { marginTop: '2' },
  '& ul, & ol': { paddingInlineStart: '6', marginBlock: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& ul ul': { listStyleType: 'circle' },
  '& ol ol': { listStyleType: 'lower-alpha' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& mark': { bg: 'yellow.subtle', color: 'inherit', rounded: 'xs', paddingInline: '0.5' },
};
