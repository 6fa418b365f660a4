import type { TFileItem } from '@fleet/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

type Upload = UseMutationResult<TFileItem, Error, { file: File; onProgress: (fraction: number) => void }>;

/**
 * One upload at a time with its bar and its refusal, for every upload control (resource files, ticket
 * pictures, help media): `start` sends a picked file, `progress` feeds UploadProgress, `failure` is the
 * refusal the control shows next to the bar (the mutation is silent, so no second global message).
 */
export const useUploadProgress = (
  upload: Upload,
  handlers: { onDone: (item: TFileItem) => void; failureText: (name: string, reason: string) => string },
) => {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = (file: File) => {
    setFailure(null);
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      { file, onProgress: (f) => setProgress({ name: file.name, percent: Math.floor(f * 100) }) },
      {
        onSuccess: handlers.onDone,
        onError: (err) => setFailure(handlers.failureText(file.name, err.message)),
        onSettled: () => setProgress(null),
      },
    );
  };
  return { start, progress, failure, clearFailure: () => setFailure(null) };
};
