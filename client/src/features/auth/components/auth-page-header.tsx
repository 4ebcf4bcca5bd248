import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthPageHeaderProps {
  title: string;
  /** A line under the title: an explanation or a link to the neighbouring page. */
  children?: ReactNode;
  /** An icon in a round badge above the title (confirmation pages). */
  icon?: ReactNode;
}

/** The title block every signed-out page starts with, as on sign-in. */
export function AuthPageHeader({ title, children, icon }: AuthPageHeaderProps) {
  return (
    <Stack gap="2">
      {icon ? (
        <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="2xl" mb="2">
          {icon}
        </Center>
      ) : null}
      <Heading as="h1" size="3xl" letterSpacing="tight">
        {title}
      </Heading>
      {children ? <Text color="fg.muted">{children}</Text> : null}
    </Stack>
  );
}
