/** SPEC 4's simulated upload progress, read out as "Upload progress" and its percentage. */
export function UploadProgressBar({ value }: { value: number }) {
  const rounded = Math.round(value);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{value >= 100 ? 'Upload complete' : 'Uploading…'}</span>
        <span aria-hidden>{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
