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
  // Tags the server keeps that the editor does not write (older or imported text).
  '& h1, & h2, & h3': { fontWeight: 'semibold', marginBlock: '2' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& blockquote': {
    borderInlineStartWidth: '2px',
    borderColor: 'border',
    paddingInlineStart: '3',
    color: 'fg.muted',
  },
  '& code, & pre': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    rounded: 'xs',
    paddingInline: '1',
  },
  '& pre': { whiteSpace: 'pre-wrap', padding: '2' },
};
