// The words of 'Mis datos' on /perfil. The refusals of a picked file come from domain/backup/backup.ts.
export const myDataMessages = {
  title: 'Mis datos',
  intro:
    'Tus medicinas, citas, mediciones, sueño, resultados de tests, servicios usados y favoritos se guardan en este teléfono. Descárgalos para no perderlos si cambias de teléfono o borras el navegador.',
  /** Hosted mode: the account keeps them too (issue 16). */
  introHosted:
    'Tus medicinas, citas, mediciones, sueño, resultados de tests, servicios usados y favoritos se guardan en tu cuenta y en este teléfono. También puedes descargarlos en un archivo.',
  download: 'Descargar mis datos',
  restore: 'Restaurar mis datos',
  restoring: 'Leyendo el archivo...',
  clear: 'Borrar los datos de este teléfono',
  downloadedTitle: 'Datos descargados',
  downloaded: (fileName: string) =>
    `Se descargó ${fileName}. Guárdalo en un lugar seguro: con él recuperas tus datos en este u otro teléfono.`,
  leftOut: (count: number) =>
    count === 1
      ? ' Un registro dañado no se incluyó.'
      : ` ${count} registros dañados no se incluyeron.`,
  refusedTitle: 'No se pudo restaurar',
  unreadable:
    'No se pudo abrir el archivo. Elige otra vez el archivo que descargaste. No se cambió nada en este teléfono.',
  storageFull:
    'No hay espacio en este teléfono para guardar tus datos. Libera espacio en el navegador e inténtalo de nuevo. No se cambió nada en este teléfono.',
  confirmTitle: 'Restaurar mis datos',
  fileFrom: (date: string, email: string) => `Respaldo del ${date} de ${email}.`,
  otherAccount: (email: string) =>
    `Este respaldo es de otra cuenta (${email}). Sus datos se agregarán a los de esta cuenta.`,
  nothingDeleted: 'Nada de lo que ya tienes en este teléfono se borrará.',
  confirm: 'Restaurar',
  cancel: 'Cancelar',
  understood: 'Entendido',
  restoredTitle: '¡Datos restaurados!',
  clearTitle: '¿Borrar los datos de este teléfono?',
  clearDescription:
    'Se borrarán de este teléfono tus medicinas, citas, mediciones, registros de sueño, resultados del test de alertas, servicios usados, favoritos y lo que marcaste en Bienestar. Tu cuenta seguirá abierta. Te sugerimos descargar tus datos antes: con el archivo podrás restaurarlos.',
  downloadFirst: 'Descargar primero',
  clearConfirm: 'Borrar datos',
  clearedTitle: 'Datos borrados',
  cleared: 'Este teléfono ya no tiene tus datos. Tu cuenta sigue abierta.',
} as const;
