import type { Ref } from 'react';

interface Props {
  ref: Ref<HTMLInputElement>;
  /** A hint to the browser's picker only: the server decides the type from the content. */
  accept: string;
  label: string;
  testId: string;
  /** Ask a phone for its back camera (an image input only). */
  capture?: boolean;
  onPick: (file: File) => void;
}

/**
 * The file picker behind an upload button (the button clicks it; tests set its files). It is emptied
 * after each pick so picking the same file again, after a refusal, uploads it again.
 */
export const HiddenFileInput = ({ ref, accept, label, testId, capture = false, onPick }: Props) => (
  <input
    ref={ref}
    type="file"
    accept={accept}
    {...(capture ? { capture: 'environment' as const } : {})}
    hidden
    // The attribute alone loses to any stylesheet rule that sets an input's display (one did in the robot-type drawer).
    style={{ display: 'none' }}
    aria-label={label}
    data-testid={testId}
    onChange={(e) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (file) onPick(file);
    }}
  />
);
