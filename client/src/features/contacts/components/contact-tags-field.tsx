import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TagsEditor, type TagOption } from '../../../components/tags/tags-editor';
import type { ContactFormFields } from '../hooks/use-contact-form';
import { useContactTagMutations } from '../hooks/use-contact-mutations';

interface ContactTagsFieldProps {
  form: ContactFormFields;
  tags: readonly TagOption[];
}

/** The contact's tags; tags are created, renamed and deleted in place (saved at once, for everyone). */
export function ContactTagsField({ form, tags }: ContactTagsFieldProps) {
  const { t } = useTranslation();
  const { createTag, renameTag, deleteTag } = useContactTagMutations();
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium">
        {t('contacts.form.tags')}
      </Text>
      <TagsEditor
        tags={tags}
        selectedIds={form.values.tags}
        onChange={(ids) => form.change({ tags: ids })}
        onCreate={createTag}
        onRename={renameTag}
        onDelete={deleteTag}
        describeError={(error) => featureErrors(t, 'contacts').explain(error)}
        label={t('contacts.form.tags')}
      />
    </Stack>
  );
}
