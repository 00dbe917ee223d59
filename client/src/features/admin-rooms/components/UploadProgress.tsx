import { useId } from 'react';

/** How much of the photo upload has reached the server (from the browser's upload progress events). */
export function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress">
      <div className="upload-progress__label">
        <span id={labelId}>{value === 100 ? 'Photos uploaded' : 'Uploading photos…'}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="upload-progress__bar" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
