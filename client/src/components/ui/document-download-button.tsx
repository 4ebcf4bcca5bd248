import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import {
  DocumentDownloadError,
  downloadDocument,
  type DocumentDownloadFailure,
} from '../../lib/download-document';
import { appToaster } from './toaster';

interface DocumentDownloadButtonProps {
  url: string;
  fileName: string;
  /** The button's accessible name (the file and what it is). */
  label: string;
  /** The toast's title and text when the download fails, by why. */
  failure: (reason: DocumentDownloadFailure) => { title: string; description: string };
}

/** A stored file's download button, labelled by the file's name: fetched with the session, a failure toasted. */
export function DocumentDownloadButton({ url, fileName, label, failure }: DocumentDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(url, fileName);
    } catch (error) {
      appToaster.create({
        type: 'error',
        ...failure(error instanceof DocumentDownloadError ? error.reason : 'failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      flexShrink={0}
      maxW="full"
      loading={busy}
      onClick={() => void download()}
      aria-label={label}
    >
      <LuDownload aria-hidden="true" />
      <Text as="span" truncate>
        {fileName}
      </Text>
    </Button>
  );
}
