// The profile's toasts: the spec's fixed titles and descriptions (§5, §8) and the few it leaves open.
export const profileToasts = {
  invalidTitle: 'Datos inválidos',
  invalidDescription: 'Por favor, corrige los errores antes de guardar.',
  savedTitle: '¡Guardado!',
  savedDescription: 'Tus datos se actualizaron.',
  avatarSavedDescription: 'Tu foto de perfil se actualizó.',
  errorTitle: 'Error al actualizar',
  errorDescription: 'No se pudo guardar tu perfil. Inténtalo de nuevo.',
  imageTooLargeTitle: 'Imagen muy grande',
  imageTooLargeDescription: 'Por favor, elige una imagen de menos de 5MB.',
  imageTypeTitle: 'Formato no compatible',
  imageTypeDescription: 'Por favor, elige una imagen PNG o JPG.',
  imageUnreadableTitle: 'Imagen no válida',
  imageUnreadableDescription: 'No pudimos leer esa imagen. Elige otra foto PNG o JPG.',
  copiedTitle: 'Copiado',
  copyFailedTitle: 'No se pudo copiar',
} as const;
