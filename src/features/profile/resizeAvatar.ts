// A photo from a phone camera is several megabytes; the avatar is shown at 36–96 px. Stored as it is,
// it would not fit in browser storage (demo) nor belong in the session token (hosted: user metadata
// rides in every access token). So it is cropped and scaled to a 128 px JPEG data URL of a few KB.
export const AVATAR_SIZE_PX = 128;

export async function resizeAvatar(file: Blob, size: number = AVATAR_SIZE_PX): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    // Cover: fill the square, cropping the longer side around the centre.
    const scale = Math.max(size / bitmap.width, size / bitmap.height);
    const width = bitmap.width * scale;
    const height = bitmap.height * scale;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas here.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.drawImage(bitmap, (size - width) / 2, (size - height) / 2, width, height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } finally {
    bitmap.close();
  }
}
