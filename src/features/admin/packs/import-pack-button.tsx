import { useRef } from 'react';
import { Button } from '#ui/button.tsx';

/** 'Import course': picks a course pack file (a .zip made with Export course) and hands it on. */
export function ImportPackButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Import course
      </Button>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="course-pack-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Emptied, so that choosing the same file again (after a 409, say) is a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
